// `node scripts/bench-consent.ts`: what the consent code adds to a first visit, gzip bytes, from the
// built site (npm run build first). The banner's module, the chunks it imports statically, the
// banner chunk and its stylesheet (fetched only without a choice), and the inline head script.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { consentModeScript } from '../src/lib/analytics/consent-state.ts';

const client = join(import.meta.dirname, '..', 'dist', 'client');
const assets = join(client, '_astro');
const gzipped = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

const home = readFileSync(join(client, 'index.html'), 'utf8');
const entry = /\/_astro\/(BaseLayout\.astro_astro_type_script[^"]+\.js)/.exec(home)?.[1];
if (!entry) throw new Error('No BaseLayout module script in dist/client/index.html: build the site first.');

const everyPage = new Set<string>();
const follow = (file: string) => {
  if (everyPage.has(file)) return;
  everyPage.add(file);
  for (const [, imported] of readFileSync(join(assets, file), 'utf8').matchAll(/from\s*"\.\/([^"]+\.js)"/g)) follow(imported!);
};
follow(entry);
const files = readdirSync(assets);
const firstVisitOnly = files.filter((file) => /^consent-banner\..+\.js$|^cookieconsent\..+\.css$/.test(file));

const rows: [string, number][] = [...everyPage, ...firstVisitOnly].map((file) => [file, gzipped(readFileSync(join(assets, file)))]);
rows.push(['inline Consent Mode script (in the HTML)', gzipped(consentModeScript())]);
for (const [file, bytes] of rows) console.log(`${String(bytes).padStart(7)}  ${file}`);
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
const chosen = rows.filter(([file]) => !firstVisitOnly.includes(file)).reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(`${String(total).padStart(7)}  first visit, gzip (budget 15360)`);
console.log(`${String(chosen).padStart(7)}  each page after a choice, gzip`);
