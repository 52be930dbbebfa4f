// `npm run shop:init`: records a real shop in the configured store before its first production
// start: the tenant and sales channel, its seller (printed on every receipt), the rows every UK
// shop needs, and a storefront key, printed once. Safe to run again. Details come from a JSON file
// (--file), from flags, or both (flags win). The store migrates first, as `npm run migrate` does.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildSettings, initShop } from '../commerce/shop-setup/shop-init.ts';
import { openDatabase } from '../commerce/store/database.ts';
import { migrateToLatest } from '../commerce/store/migrate.ts';
import { loadStoreLocation } from '../server/config.ts';

const USAGE = `Usage: npm run shop:init -- --file shop.json
   or: npm run shop:init -- --tenant oak-logs --tenant-name "Oak Logs Ltd" --brand "Oak Logs" \\
         --legal-name "Oak Logs Ltd" --trading-name "Oak Logs" --address "1 Yard Lane" --address "Ludlow" \\
         --address "SY8 1AA" --vat-number GB123456789 --company-number 01234567 --email shop@oak.example \\
         --phone "01584 000000" --site-url https://oak.example --opening-hours "Monday to Friday: 8am to 5pm"
Options: --channel (default uk-web), --channel-name (default "UK website"), --new-storefront-key
(replaces the channel's key; the old one stops working). docs/operations.md, "Setting up a shop".`;

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    tenant: { type: 'string' },
    'tenant-name': { type: 'string' },
    channel: { type: 'string' },
    'channel-name': { type: 'string' },
    brand: { type: 'string' },
    'legal-name': { type: 'string' },
    'trading-name': { type: 'string' },
    address: { type: 'string', multiple: true },
    'vat-number': { type: 'string' },
    'company-number': { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    'site-url': { type: 'string' },
    'opening-hours': { type: 'string', multiple: true },
    'new-storefront-key': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

type Json = Record<string, unknown>;
const fromFile: Json = values.file ? JSON.parse(readFileSync(values.file, 'utf8')) : {};
const section = (key: string): Json => (typeof fromFile[key] === 'object' && fromFile[key] !== null ? (fromFile[key] as Json) : {});
/** Keeps only the flags given, so a flag overrides the file and an absent one leaves it alone. */
const given = (entries: Json): Json => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

const input = {
  ...fromFile,
  tenant: { ...section('tenant'), ...given({ id: values.tenant, name: values['tenant-name'] }) },
  channel: { ...section('channel'), ...given({ id: values.channel, name: values['channel-name'], brand: values.brand }) },
  seller: {
    companyNumber: null,
    openingHours: [],
    ...section('seller'),
    ...given({
      legalName: values['legal-name'],
      tradingName: values['trading-name'],
      addressLines: values.address,
      vatNumber: values['vat-number'],
      companyNumber: values['company-number'],
      email: values.email,
      phone: values.phone,
      siteUrl: values['site-url'],
      openingHours: values['opening-hours'],
    }),
  },
  ...given({ newStorefrontKey: values['new-storefront-key'] }),
};

const db = openDatabase(loadStoreLocation(process.env));
try {
  await migrateToLatest(db);
  const result = await initShop(db, input, new Date());
  console.log(`Recorded the shop ${result.tenantId}/${result.salesChannelId} and its seller, ${result.seller.legalName}.`);
  console.log(
    result.storefrontKey
      ? 'A new storefront key was made. It is shown only now (the store keeps its hash): put these settings in the environment of the build and the server:'
      : 'The storefront key is unchanged (--new-storefront-key replaces it). The settings the build and the server need:',
  );
  for (const line of buildSettings(result)) console.log(`  ${line}`);
  console.log(
    'Next: create the first staff member in the user pool (docs/operations.md), then add products and delivery on the desk at /admin.',
  );
} catch (error) {
  if (error instanceof RangeError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await db.destroy();
}
