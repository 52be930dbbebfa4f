// `npm run build` runs this first: it opens the configured store, brings it up to date as the
// server would, and writes the facts the static pages state (server/content-pipeline/build-facts.ts).
// ensure-build calls it before deciding whether to build, so a changed fact changes the build
// stamp and rebuilds the site.
import { fileURLToPath } from 'node:url';
import { openDatabase, type StoreLocation } from '../commerce/store/database.ts';
import { databaseBehindError, migrateToLatest, pendingMigrations } from '../commerce/store/migrate.ts';
import { loadStoreLocation } from '../server/config.ts';
import { writeBuildFacts } from '../server/content-pipeline/build-facts.ts';

export interface ExportOptions {
  /**
   * Load the demo shop's catalogue first (never a real shop's store): development, and the
   * tests' and benchmarks' stores in memory.
   */
  demoCatalogue?: boolean;
  /** Development only (the server's own rule): record the demo seller too, as the server will. */
  demoSeller?: boolean;
}

/**
 * Opens the store as the server does (migrations, then in development the demo catalogue if it
 * is not there yet; with NODE_ENV=production it migrates nothing and refuses a store that is behind, as the
 * server does: production migrates through `npm run migrate`), reads the facts and closes it again: embedded PGlite is one process's at a time, so this
 * must finish before the server opens the same files (and must not run while a server holds them).
 */
export async function exportCatalogueFacts(
  root: string,
  store: StoreLocation,
  env: Record<string, string | undefined>,
  options: ExportOptions = {},
): Promise<void> {
  const db = openDatabase(store);
  try {
    const inMemory = store.kind === 'pglite' && store.dataDir === undefined;
    if (env.NODE_ENV !== 'production' || inMemory) await migrateToLatest(db);
    else {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw databaseBehindError(pending);
    }
    // On demand, so a production start (which reaches this module) never loads the demo's code.
    if (options.demoCatalogue || options.demoSeller) {
      const demo = await import('../dev/demo/load.ts');
      if (options.demoCatalogue) await demo.loadDemoCatalogue(db, new Date());
      if (options.demoSeller) await demo.loadDemoSeller(db);
    }
    await writeBuildFacts(root, db, env);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // The demo only where the server itself would load it (NODE_ENV=development): a real shop's
  // build reads its own catalogue and never writes the demo into its store.
  const development = process.env.NODE_ENV === 'development';
  await exportCatalogueFacts(root, loadStoreLocation(process.env), process.env, { demoCatalogue: development, demoSeller: development });
}
