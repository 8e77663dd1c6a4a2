import { stat } from 'node:fs/promises';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { CmsError, type Cms } from '../port';
import { loadDataset, type LocalDataset, type Perspective } from './dataset';

export interface LocalCmsOptions {
  /** A Sanity NDJSON export (data/demo/cms/dataset.ndjson). */
  datasetFile: string;
  /** GROQ's `now()`. */
  clock: () => Date;
  /** The instant relative times in the data (`now+3d`) are resolved against; defaults to `clock`. */
  timeAnchor?: () => Date;
  /** `drafts` for the editors' preview; `published` (the default) for everyone else. */
  perspective?: Perspective;
}

/**
 * The embedded CMS: runs the site's GROQ queries with groq-js over a local Sanity export, read on the first
 * query and again whenever the file has changed since (an edited demo dataset shows once the caches let go of
 * the old answers, at once after the revalidation webhook). Relative times in the data are resolved against
 * `timeAnchor()` (fixed while the server runs, so a countdown does not slide), while GROQ's `now()` is the real
 * `clock()`.
 */
export function createLocalCms({ datasetFile, clock, timeAnchor = clock, perspective }: LocalCmsOptions): Cms {
  let loading: Promise<LocalDataset> | undefined;
  let loadedVersion: number | undefined;
  const dataset = async () => {
    const version = await stat(datasetFile).then(
      (file) => file.mtimeMs,
      () => undefined, // missing: loadDataset reports it
    );
    if (version !== loadedVersion) loading = undefined;
    loadedVersion = version;
    loading ??= loadDataset(datasetFile, perspective).catch((error: unknown) => {
      loading = undefined; // a later query may succeed once the file is there
      throw error;
    });
    return loading;
  };

  return {
    name: 'local',
    async query(groq, params = {}) {
      let tree: ExprNode;
      try {
        tree = parse(groq, { params });
      } catch (error) {
        throw new CmsError(`invalid GROQ query: ${error instanceof Error ? error.message : String(error)}`, 400);
      }
      const now = clock();
      const snapshot = (await dataset()).at(timeAnchor());
      try {
        const value = await evaluate(tree, {
          dataset: snapshot.documents,
          params,
          timestamp: now,
          dereference: ({ _ref }) => snapshot.byId(_ref) ?? null,
        });
        const result: unknown = await value.get();
        return result;
      } catch (error) {
        throw new CmsError(`GROQ evaluation failed: ${error instanceof Error ? error.message : String(error)}`, 400);
      }
    },
  };
}
