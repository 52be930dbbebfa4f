// `npm run demo:load`: loads the demo shop (products, made-up reviews, coupons, delivery methods,
// seller, the demo customer) into the configured store, on purpose. `npm start` in development
// does this by itself; nothing else ever does, so a real shop's store holds only what its owner
// put there. It asks before touching a PostgreSQL database, which may be someone's real shop.
import { createInterface } from 'node:readline/promises';
import { loadDemoShop } from '../dev/demo/load.ts';
import { openDatabase } from '../commerce/store/database.ts';
import { migrateToLatest } from '../commerce/store/migrate.ts';
import { loadStoreLocation } from '../server/config.ts';

const location = loadStoreLocation(process.env);
if (location.kind === 'postgres' && !process.argv.includes('--yes')) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('This writes the demo shop into the PostgreSQL database DATABASE_URL names. Type "demo" to go on: ');
  prompt.close();
  if (answer.trim() !== 'demo') {
    console.error('Nothing was written.');
    process.exit(1);
  }
}
const db = openDatabase(location);
try {
  await migrateToLatest(db);
  await loadDemoShop(db, new Date());
  console.log('The demo shop is loaded (tenant hearth, channel uk-web, storefront key hearth-local-storefront).');
} finally {
  await db.destroy();
}
