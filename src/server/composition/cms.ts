import { resolve } from 'node:path';
import { withDependencyTags } from '../cms/dependencies';
import { createLocalCms } from '../cms/local/adapter';
import type { Cms } from '../cms/port';
import { previewAwareCms } from '../cms/preview/perspective';
import { createSanityCms } from '../cms/sanity/adapter';
import { createHttpResults } from '../results/http/adapter';
import { createLocalResults } from '../results/local/adapter';
import type { ResultsSource } from '../results/port';
import { guardUpstream } from '../shared/upstream/guard';
import type { Core } from './core';

/**
 * The CMS: Sanity (through its breaker) or the demo dataset. Every read records the documents it depends on, so
 * the revalidation webhook drops only what a change touches. Inside a draft preview (cms/preview/scope.ts) the
 * drafts perspective answers instead, and nothing is cached.
 */
export function buildCms({ env, clock, upstreams, demoDir, demoTimeAnchor }: Core): Cms {
  const cmsIn = (perspective: 'published' | 'drafts'): Cms =>
    env.CMS === 'sanity'
      ? guardUpstream(
          createSanityCms({
            projectId: env.SANITY_PROJECT_ID!,
            dataset: env.SANITY_DATASET,
            token: env.SANITY_TOKEN,
            apiVersion: env.SANITY_API_VERSION,
            useCdn: env.SANITY_USE_CDN,
            apiHost: env.SANITY_API_HOST,
            perspective,
          }),
          upstreams.get('cms'),
        )
      : createLocalCms({
          datasetFile: resolve(demoDir, 'cms', 'dataset.ndjson'),
          clock,
          timeAnchor: () => demoTimeAnchor,
          perspective,
        });
  const published = cmsIn('published');
  return withDependencyTags(env.CMS_PREVIEW_SECRET ? previewAwareCms(published, cmsIn('drafts')) : published);
}

/** Medal results (`/swiss/result`): the demo file, or `RESULTS_URL` when set (through its breaker). */
export function buildResults({ env, upstreams, demoDir }: Core): ResultsSource {
  return env.RESULTS_URL
    ? guardUpstream(createHttpResults({ baseUrl: env.RESULTS_URL }), upstreams.get('results'))
    : createLocalResults({ resultsFile: resolve(demoDir, 'results', 'results.json') });
}
