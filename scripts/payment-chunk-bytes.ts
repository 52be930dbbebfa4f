// What each way to pay adds to the product page and the checkout, in gzip bytes, from a built
// site: each page's start-up JavaScript, then each method's lazy chunk with what it imports that
// the page has not loaded already (its first press or choice). Usage:
//   node scripts/payment-chunk-bytes.ts [dist/client]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { staticImportClosure, startupJavaScript } from './startup-javascript.ts';

const clientDir = process.argv[2] ?? join(import.meta.dirname, '../dist/client');
const chunks = readdirSync(join(clientDir, '_astro')).filter((file) => file.endsWith('.js'));
const chunk = (name: string) => {
  const file = chunks.find((f) => f.startsWith(`${name}.`));
  return file ? `/_astro/${file}` : null;
};

/** The gzip bytes `entries` add beyond the files in `loaded` (each file counted once). */
function added(loaded: ReadonlySet<string>, entries: (string | null)[]): { gzipBytes: number; files: string[] } {
  const all = staticImportClosure(
    clientDir,
    entries.filter((e): e is string => e !== null),
  );
  const fresh = all.files.filter((f) => !loaded.has(f));
  return { gzipBytes: sizeOf(fresh), files: fresh };
}
function sizeOf(files: string[]): number {
  // staticImportClosure of one file counts its imports too: sum each file alone by subtraction.
  let total = 0;
  for (const file of files) {
    const alone = staticImportClosure(clientDir, [file]);
    const imports = staticImportClosure(
      clientDir,
      alone.files.filter((f) => f !== file),
    );
    total += alone.gzipBytes - imports.gzipBytes;
  }
  return total;
}

const report: Record<string, unknown> = {};
const product = startupJavaScript(clientDir, 'wood-pellets/firepower/6mm-375-kg/index.html');
const productLoaded = new Set(product.files);
report['product page start-up'] = product.gzipBytes;
const buyBox = added(productLoaded, [chunk('BuyBox')]);
report['product page: the buy-box on first reach (BuyBox)'] = buyBox.gzipBytes;
for (const f of buyBox.files) productLoaded.add(f);
const productExpress = added(productLoaded, [chunk('ProductExpress')]);
report['product page: express buttons after the buy-box (ProductExpress)'] = productExpress.gzipBytes;
for (const f of productExpress.files) productLoaded.add(f);
report['product page: express first press (express-checkout)'] = added(productLoaded, [chunk('express-checkout')]).gzipBytes;

const checkout = startupJavaScript(clientDir, 'checkout/index.html');
const checkoutLoaded = new Set(checkout.files);
report['checkout start-up'] = checkout.gzipBytes;
for (const method of [
  'TestCardForm',
  'AirwallexCardForm',
  'LeaveForProviderForm',
  'WalletPay',
  'TestWalletButton',
  'AirwallexWalletButton',
]) {
  report[`checkout: ${method} on first choice`] = added(checkoutLoaded, [chunk(method)]).gzipBytes;
}
const basket = startupJavaScript(clientDir, 'cart/index.html');
report['basket start-up'] = basket.gzipBytes;
console.log(JSON.stringify(report, null, 2));
