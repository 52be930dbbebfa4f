// `npm run migrate`: brings the commerce store up to this release's schema. Production runs it
// once per release, before any server starts (a production server refuses a database that is
// behind); development servers migrate on their own. Several at once are safe: Kysely's migrator
// holds a lock on the migration table while it runs.
import { loadStoreLocation } from '../server/config.ts';
import { openDatabase } from '../commerce/store/database.ts';
import { migrateToLatest, pendingMigrations } from '../commerce/store/migrate.ts';

const location = loadStoreLocation(process.env);
// No statement timeout: a migration may rewrite a large table, which takes as long as it takes.
const db = openDatabase(location.kind === 'postgres' ? { ...location, statementTimeoutMs: 0 } : location);
try {
  const pending = await pendingMigrations(db);
  await migrateToLatest(db);
  console.log(pending.length > 0 ? `Applied ${pending.length} migration(s): ${pending.join(', ')}.` : 'The database is current.');
} finally {
  await db.destroy();
}
