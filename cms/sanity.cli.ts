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
})
