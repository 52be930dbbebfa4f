import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {visionTool} from '@sanity/vision'
import {schemaTypes} from './schemaTypes'
import {SINGLETON_ACTIONS, SINGLETON_TYPES, structure} from './structure'
import {OpenPreviewAction, PREVIEWABLE_TYPES} from './actions/openPreview'

export default defineConfig({
  name: 'default',
  title: 'Hearth',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'hearth-local',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({structure}), visionTool()],
  schema: {
    types: schemaTypes,
    // Singletons have a fixed _id, so they must not be created from "New document".
    templates: (templates) => templates.filter(({schemaType}) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) => {
      if (SINGLETON_TYPES.has(schemaType)) return actions.filter(({action}) => action && SINGLETON_ACTIONS.has(action))
      // Pages and articles can be seen as drafts on the shop before they are published.
      return PREVIEWABLE_TYPES.has(schemaType) ? [...actions, OpenPreviewAction] : actions
    },
  },
})
