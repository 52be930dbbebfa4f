// `node scripts/bench-consent.ts`: what the consent code adds to a page, gzip bytes, from the built
// site (npm run build first). See consent-bytes.ts for what counts where.
import { join } from 'node:path';
import { consentBytes } from './consent-bytes.ts';

const bytes = consentBytes(join(import.meta.dirname, '..', 'dist', 'client'));
for (const { file, gzipBytes, cost } of bytes.rows) console.log(`${String(gzipBytes).padStart(7)}  ${cost.padEnd(12)}  ${file}`);
console.log(`${String(bytes.everyPageGzip).padStart(7)}  every page, the banner included, gzip (budget 5120)`);
console.log(`${String(bytes.withTagGzip).padStart(7)}  the tags' code, with a grant, after the first interaction, gzip`);
console.log(`${String(bytes.everyPageGzip + bytes.withTagGzip).padStart(7)}  a first visit with its choice's tags, gzip (budget 15360)`);
console.log(`${String(bytes.onDemandGzip).padStart(7)}  the settings dialog, on demand, gzip`);
