import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { visionTool } from '@sanity/vision';
import { documentTypes, schemaTypes } from './schema';
import { hasSitePage, openOnSite, openPreview } from './config/open-on-site';
import { structure } from './config/structure';
import { toSanityType } from './config/to-sanity';

const singletons = new Set(documentTypes.flatMap((type) => (type.singletonId ? [type.name] : [])));
/** A singleton is edited in place: it cannot be created again, duplicated or deleted. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: process.env.SANITY_STUDIO_TITLE ?? 'Aurora Games',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'your-project-id',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool({ structure }), visionTool()],
  schema: {
    types: schemaTypes.map(toSanityType),
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    actions: (actions, context) => {
      const allowed = singletons.has(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions;
      return hasSitePage(context) ? [...allowed, openPreview, openOnSite] : allowed;
    },
  },
});
