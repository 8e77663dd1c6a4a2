import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'your-project-id',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // `sanity deploy` asks for the host name once and keeps it here when set.
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
});
