import {defineCliConfig} from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'hearth-local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Auto-updates make `sanity build` fetch the current Studio version from the network.
  deployment: {autoUpdates: false},
  // Without an explicit tsconfig, Vite's resolver also loads the storefront's tsconfig.json,
  // which extends a file from the root node_modules: the Studio must not need those installed.
  vite: {tsconfig: 'tsconfig.json'},
  // Types for the Studio's schema and for the storefront's own GROQ queries (defineQuery).
  typegen: {
    path: ['./schemaTypes/**/*.ts', '../src/lib/content/**/*.ts'],
    schema: './schema.json',
    generates: '../src/lib/content/sanity.types.ts',
  },
})
