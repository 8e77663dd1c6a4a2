import { getContainer } from '../../server/container';
import { loadListableSports } from '../../server/features/sports';

/**
 * The titles of the CMS's sports, for the preferences grids (spec 3 §2 Preferences). A CMS failure is logged and
 * leaves the grid empty rather than failing the page: the rest of the page still works.
 */
export async function sportTitles(): Promise<string[]> {
  try {
    return (await loadListableSports()).map((sport) => sport.title);
  } catch (error) {
    getContainer().logger.warn({ err: error }, 'sports for the preferences could not be loaded');
    return [];
  }
}
