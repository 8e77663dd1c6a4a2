import { z } from 'zod';

/**
 * The site configuration (spec 1 §3) in the media platform's app-config shape, validated strictly (spec 1 §5).
 * Unknown keys are kept out; optional blocks get defaults so the rest of the app never checks for them.
 */
const custom = z.record(z.string(), z.unknown()).default({});

export const contentTypeSchema = z.enum(['playlist', 'continue_watching', 'favorites', 'content_list']);

export const shelfSchema = z.object({
  contentId: z.string().optional(),
  title: z.string().optional(),
  featured: z.boolean().default(false),
  backgroundColor: z.string().nullish(),
  type: contentTypeSchema,
  custom,
});

export const menuItemSchema = z.object({
  label: z.string().min(1),
  contentId: z.string().min(1),
  filterTags: z.string().optional(),
  type: z.enum(['playlist', 'content_list', 'media']).default('playlist'),
  custom,
});

const integrationsSchema = z
  .object({
    cleeng: z
      .object({
        id: z.string().nullish(),
        monthlyOffer: z.string().nullish(),
        yearlyOffer: z.string().nullish(),
        useSandbox: z.boolean().default(true),
      })
      .optional(),
    jwp: z
      .object({
        clientId: z.string().nullish(),
        assetId: z.number().nullish(),
        useSandbox: z.boolean().default(true),
      })
      .optional(),
  })
  .default({});

export const siteConfigSchema = z.object({
  id: z.string().optional(),
  siteName: z.string().optional(),
  description: z.string(),
  siteId: z.string().min(1),
  assets: z.object({ banner: z.string().nullish() }).default({}),
  player: z.string().optional(),
  content: z.array(shelfSchema),
  menu: z.array(menuItemSchema),
  styling: z
    .object({
      backgroundColor: z.string().nullish(),
      highlightColor: z.string().nullish(),
      headerBackground: z.string().nullish(),
      footerText: z.string().nullish(),
      dynamicBlur: z.boolean().optional(),
      posterFading: z.boolean().optional(),
      shelfTitles: z.boolean().optional(),
    })
    .default({}),
  features: z
    .object({
      recommendationsPlaylist: z.string().nullish(),
      searchPlaylist: z.string().nullish(),
      continueWatchingList: z.string().nullish(),
      favoritesList: z.string().nullish(),
      enableCasting: z.boolean().optional(),
      enableSharing: z.boolean().optional(),
    })
    .default({}),
  integrations: integrationsSchema,
  analyticsToken: z.string().nullish(),
  adConfig: z.string().nullish(),
  adSchedule: z.string().nullish(),
  adScheduleUrls: z.object({ json: z.string().nullish(), xml: z.string().nullish() }).optional(),
  adDeliveryMethod: z.enum(['csai', 'ssai']).optional(),
  custom,
  contentProtection: z
    .object({
      accessModel: z.enum(['free', 'freeauth', 'authvod', 'svod']).default('free'),
      drm: z.object({ defaultPolicyId: z.string().min(1) }).optional(),
    })
    .optional(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Shelf = z.infer<typeof shelfSchema>;
export type ConfigMenuItem = z.infer<typeof menuItemSchema>;
