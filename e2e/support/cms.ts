import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The demo CMS dataset (published documents only), parsed for the fields the home and footer specs check. */
const documents = readFileSync(new URL('../../data/demo/cms/dataset.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { _id: string; _type: string })
  .filter((document) => !document._id.startsWith('drafts.'));

function single<T extends z.ZodType>(type: string, schema: T): z.infer<T> {
  const document = documents.find((candidate) => candidate._type === type);
  if (!document) throw new Error(`the demo CMS dataset has no ${type} document`);
  return schema.parse(document);
}

export const homeContent = single(
  'homeContent',
  z.object({
    carouselVideos: z.array(z.object({ playlistId: z.string(), type: z.string() })),
    heroTitle: z.string(),
  }),
);

export const settings = single('settings', z.object({ newsletterUrl: z.url() }));

export const footer = single(
  'layout',
  z.object({
    footer: z.object({
      socialMedia: z.object({ links: z.array(z.object({ platform: z.string(), url: z.string() })) }),
      copyright: z.object({ text: z.string() }),
      partners: z.array(z.object({ name: z.string(), url: z.string() })),
      poweredBy: z.object({ text: z.string() }),
    }),
  }),
).footer;
