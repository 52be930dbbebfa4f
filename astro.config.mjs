// @ts-check
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import AstroPWA from '@vite-pwa/astro';
import { defineConfig } from 'astro/config';
import { redirects } from './redirects.config.ts';
import { content } from './src/lib/content/index.ts';
import { editorRedirectsQuery } from './src/lib/content/queries.ts';
import { formatRedirects, mergeRedirects } from './src/lib/redirects.ts';
import { writeSearchIndex } from './src/features/search/pagefind-index.ts';
import { hoistTransitiveImports } from './src/lib/build/hoist-transitive-imports.ts';
import { pageReadsManifest } from './src/lib/build/page-reads-integration.ts';
import { seedImageVariants } from './src/lib/build/seed-image-variants-integration.ts';
import { startupChunks } from './src/lib/build/startup-chunks.ts';

// A content rebuild (server/content-pipeline) builds into a new directory beside the one being
// served, named here, and the server switches to it once it is complete; `dist/` otherwise.
const outDir = process.env.HEARTH_BUILD_OUT_DIR
  ? pathToFileURL(`${resolve(process.env.HEARTH_BUILD_OUT_DIR)}/`)
  : new URL('./dist/', import.meta.url);
const clientDir = fileURLToPath(new URL('./client/', outDir));

/**
 * Writes the merged redirect table (redirects.config.ts plus editors' `redirect` documents)
 * to dist/client/_redirects: static hosts read it, and so does server/main.ts at start.
 * @returns {import('astro').AstroIntegration}
 */
function redirectsFile() {
  return {
    name: 'hearth:redirects-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        /** @type {import('./src/lib/content/queries.ts').EditorRedirect[]} */
        const editors = await content().fetch(editorRedirectsQuery);
        const { table, skipped } = mergeRedirects(redirects, editors);
        for (const s of skipped) logger.warn(`Redirect ${s.from} → ${s.to} left out: ${s.reason}.`);
        await writeFile(new URL('_redirects', dir), formatRedirects(table));
        logger.info(`_redirects: ${table.length} redirects (${editors.length} from the CMS).`);
      },
    },
  };
}

/**
 * The site search (Pagefind) is built from this build's own pages, inside the build: a content
 * webhook's rebuild gets a search that matches it, with nothing else to run.
 * @returns {import('astro').AstroIntegration}
 */
function searchIndex() {
  return {
    name: 'hearth:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, bytes, words } = await writeSearchIndex(dir);
        logger.info(`Search index: ${pages} pages, ${(bytes / 1024).toFixed(1)} KB written to pagefind/, ${words} words for typos.`);
      },
    },
  };
}

/**
 * `client:interaction`: an island that is its server-rendered HTML until the shopper reaches for
 * it (the product page's buy-box: React off the page's first load).
 * @returns {import('astro').AstroIntegration}
 */
function interactionDirective() {
  return {
    name: 'hearth:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./src/lib/islands/interaction-directive.ts', import.meta.url)),
        });
      },
    },
  };
}

/**
 * The browser's scripts name every chunk they need up front (src/lib/build/hoist-transitive-imports.ts).
 * @returns {import('vite').Plugin}
 */
function flatScriptImports() {
  return {
    name: 'hearth:hoist-transitive-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      hoistTransitiveImports(/** @type {any} */ (bundle));
    },
  };
}

// The one-port server (server/main.ts) mounts this build's handler next to the commerce API,
// and answers the redirects of dist/client/_redirects itself, so they are real 301s that
// match in any letter case.
/**
 * The browser's start-up files, cut by the pages that load them (src/lib/build/startup-chunks.ts):
 * Rolldown's own split gave the basket 24 files and the checkout 34. The islands named here are the
 * ones shoppers start pages with (and the buy-box, pressed on every product page) plus Astro's React
 * renderer; other islands take their code from these chunks. Shared island code under about 9 KB of
 * source (3 KB gzip) rides with a bigger chunk its pages load anyway, or, when there is none, with
 * React's (the basket's totals row: a few hundred bytes on the sign-in page, which does not run it).
 *
 * The product page's first "Add to basket" runs before React loads (add-before-react.ts, with the
 * fly-in's first view, fly-in-shell.ts, imported on the press): the code they reach, the basket's
 * store and the shop's client, is cut into files that neither hold React nor import it, or the press
 * waits for React's 68 KB. Those files are ones the basket and the checkout load anyway; the shop's
 * order calls ride in the product page's own start-up file (1.4 KB gzip there), which every page
 * that uses them loads: the basket and the checkout start with one file fewer, and the press fetches
 * only the add and the basket's store.
 */
const chunks = startupChunks({
  pageIslands: /[\\/](CartPage|CheckoutPage|AccountPage|SignInPage|BuyBox)\.tsx$|@astrojs[\\/]react[\\/]dist[\\/]client\.js$/,
  onPress: /[\\/]BuyBox\.tsx$/,
  modules:
    /^(?![\s\S]*node_modules)|node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|nanostores|@nanostores[\\/][\w-]+)[\\/]/,
  everyPageScript: /[\\/]layouts[\\/]BaseLayout\.astro\?/,
  neverReact: /[\\/]features[\\/]cart[\\/](add-before-react|fly-in-shell)\.ts$/,
  mergeBelow: 9000,
});

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: fileURLToPath(outDir),
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    interactionDirective(),
    redirectsFile(),
    searchIndex(),
    // What each page read, for the content pipeline's partial rebuilds (server/content-pipeline/affected-pages.ts).
    pageReadsManifest(),
    // The seed's pictures cut and scaled as Sanity's image CDN would (server/seed-image-variants.ts).
    seedImageVariants(),
    AstroPWA({
      registerType: 'autoUpdate',
      // BaseLayout registers /sw.js with a tiny inline script (src/lib/pwa): no registerSW.js file.
      injectRegister: false,
      outDir: clientDir,
      manifest: {
        name: 'Hearth',
        short_name: 'Hearth',
        description: 'Kiln-dried logs and wood pellets, delivered to your door.',
        lang: 'en-GB',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        background_color: '#ffffff',
        theme_color: '#7a3e1d',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globDirectory: clientDir,
        // Styles, icons and product pictures only: island scripts are cached when a page uses them.
        // and the offline page, shown for a page not kept when there is no connection.
        globPatterns: ['**/*.{css,svg,png,webmanifest}', 'offline/index.html'],
        // The search index's files are fetched when a shopper searches, never precached (its UI styles go unused).
        globIgnores: ['pagefind/**'],
        // No app-shell fallback: every page is its own HTML, and the API is never a page.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // What registerType 'autoUpdate' sets only when the plugin writes the registration itself:
        // a new worker takes over at once, and the page's reload rule (src/lib/pwa) does the rest.
        skipWaiting: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // A page once visited opens offline; online, the network always wins. Never the staff desk,
            // which is kept nowhere (no-store), not even in this cache.
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/graphql') &&
              !url.pathname.startsWith('/webhooks/') &&
              !/^\/admin(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60 },
              cacheableResponse: { statuses: [200] },
              // A page never opened before, offline: the shop's own page listing those kept (@vite-pwa/astro
              // precaches offline/index.html under its page URL, /offline).
              precacheFallback: { fallbackURL: '/offline' },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/_astro/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 100, maxAgeSeconds: 60 * 60 * 24 * 365 } },
          },
        ],
      },
    }),
  ],
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [flatScriptImports(), chunks.plugin],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // One group whose name says where each module goes; a module it does not name is left to
            // Rolldown's split. It names every module itself, so it takes no imports along.
            output: {
              codeSplitting: {
                groups: [{ name: chunks.name, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      },
    },
  },
  // Astro's incremental build, opt-in (HEARTH_INCREMENTAL_BUILD=on): pages that return a cacheKey
  // (knowledge-base articles: src/lib/content/page-cache-key.ts) are copied from the last build when
  // their code and content are unchanged (cache in node_modules/.astro). Measured, it saves well
  // under a second of a 17–20 s build (rendering all 47 pages takes about one; bundling is the
  // rest), so an experimental feature whose mistake would be a stale page stays off by default.
  experimental: { incrementalBuild: process.env.HEARTH_INCREMENTAL_BUILD === 'on' },
});
