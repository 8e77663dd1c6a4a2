import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the work under way renders a draft preview (a request with a valid preview cookie): the CMS is then
 * read with the `drafts` perspective and nothing is cached (see perspective.ts).
 */
const scope = new AsyncLocalStorage<true>();

export const runInPreview = <T>(work: () => T): T => scope.run(true, work);

export const inPreview = (): boolean => scope.getStore() === true;
