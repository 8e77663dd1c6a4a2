import type { ScheduleItem, StaticPage } from '../../domain/content';
import { readPage, readSchedule } from '../cms/content';
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import type { DataCache } from '../shared/data-cache';

/**
 * Cached CMS reads for the schedule and the static pages. `ok: false` means the CMS failed and nothing was
 * cached before (the data cache serves stale content on error when it has some).
 */
export type ScheduleData = { ok: true; items: ScheduleItem[] } | { ok: false; items: [] };

export interface ScheduleDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  cmsTtlMs: number;
}

export type ScheduleUseCases = ReturnType<typeof makeSchedule>;

export function makeSchedule({ cache, cms, logger, cmsTtlMs }: ScheduleDeps) {
  async function loadSchedule(): Promise<ScheduleData> {
    try {
      const items = await cache.get('cms:schedule', cmsTtlMs, () => readSchedule(cms, logger));
      return { ok: true, items };
    } catch (error) {
      logger.error({ err: error }, 'could not load the schedule from the CMS');
      return { ok: false, items: [] };
    }
  }

  /** One schedule item by id; `undefined` when unknown (or the CMS failed). */
  async function findScheduleItem(id: string): Promise<ScheduleItem | undefined> {
    const schedule = await loadSchedule();
    return schedule.items.find((item) => item.id === id);
  }

  /** A static page by slug; `null` when missing. CMS failures propagate (the error page handles them). */
  function loadStaticPage(slug: string): Promise<StaticPage | null> {
    return cache.get(`cms:page:${slug}`, cmsTtlMs, () => readPage(cms, slug, logger));
  }

  return { loadSchedule, findScheduleItem, loadStaticPage };
}
