import type { Logger } from 'pino';
import { getMediaStatus } from '../../../domain/media-status';
import {
  emailRecipients,
  followedMedia,
  followersOf,
  recordStatus,
  type NewNotification,
} from '../../db/repositories/notifications';
import type { MediaPlatform } from '../../media/port';
import type { Mailer } from '../../mail/port';
import { notificationEmail } from '../../mail/templates';
import { pushNotifications } from './push';
import { publishNotifications, type NotificationsDeps, type Published } from './service';

/**
 * How the server notices that a followed event went live or its replay became available: a job in every instance
 * (`NOTIFY_WATCH_INTERVAL_S`) asks the media platform for each media somebody follows ("Notify me") or has as a
 * favourite and is not known to be on demand, computes its status (spec 1 §4, the same rule the pages use: the
 * platform's event state or the scheduled window) and compares it with the status stored last time. The change
 * scheduled → live notifies the followers "is live"; live → on demand "replay available". The stored status is
 * switched by a conditional update, so when several instances see the change only one notifies; and each
 * notification's cause key is unique, so a retried run notifies nobody twice.
 */
export interface MediaWatchDeps extends NotificationsDeps {
  media: Pick<MediaPlatform, 'getMedia'>;
  clock: () => Date;
  /** Accounts with email notifications on (the profile's toggle) also get an email; absent: none is sent. */
  email?: { mailer: Mailer; siteUrl: string; siteName: () => Promise<string> };
}

/** Emails the new notifications to the accounts that want them; a failed email is logged, never retried. */
async function emailNotifications(deps: MediaWatchDeps, published: Published[]) {
  const email = deps.email;
  if (!email || published.length === 0) return;
  const byUser = new Map(published.map((item) => [item.userId, item.view]));
  const recipients = await emailRecipients(
    deps.db,
    [...byUser.keys()].filter((id): id is string => id !== null),
  );
  const siteName = recipients.length > 0 ? await email.siteName() : '';
  for (const { userId, email: to } of recipients) {
    const view = byUser.get(userId);
    if (!view) continue;
    const url = `${email.siteUrl.replace(/\/+$/, '')}/m/${encodeURIComponent(view.streamId ?? '')}`;
    await email.mailer
      .send(notificationEmail({ to, title: view.title, description: view.description, url, siteName }))
      .catch((error: unknown) => deps.logger.warn({ err: error, userId }, 'media watch: a notification email failed'));
  }
}

const CHECKED = new Set(['SCHEDULED', 'LIVE']);

export interface WatchReport {
  checked: number;
  notified: number;
}

export async function runMediaWatch(deps: MediaWatchDeps): Promise<WatchReport> {
  const candidates = (await followedMedia(deps.db)).filter(
    (entry) => entry.status === null || CHECKED.has(entry.status),
  );
  let notified = 0;
  for (const { mediaid, status: previous } of candidates) {
    const item = await deps.media.getMedia(mediaid).catch((error: unknown) => {
      deps.logger.warn({ err: error, mediaid }, 'media watch: the platform did not answer for this item');
      return null;
    });
    if (!item) continue;
    const now = deps.clock();
    const status = getMediaStatus(item, now);
    if (status === previous) continue;
    if (!(await recordStatus(deps.db, mediaid, previous, status, now))) continue;
    const change =
      previous === 'SCHEDULED' && status === 'LIVE'
        ? 'live'
        : previous === 'LIVE' && status === 'VOD'
          ? 'replay'
          : null;
    if (!change) continue;
    const followers = await followersOf(deps.db, mediaid);
    const rows: NewNotification[] = followers.map((userId) => ({
      type: 'stream_on_live_notification',
      userId,
      title: change === 'live' ? `${item.title} is live now` : `Replay available: ${item.title}`,
      description: change === 'live' ? 'The event you follow has started. Watch it live.' : 'Watch the replay now.',
      streamId: mediaid,
      sourceKey: `${change}:${mediaid}:${item.scheduledStart ?? ''}:${userId}`,
    }));
    const published = await publishNotifications(deps, rows);
    notified += published.length;
    await emailNotifications(deps, published);
    await pushNotifications(deps, published);
  }
  return { checked: candidates.length, notified };
}

/** Runs the watch every `intervalS` seconds for the life of the process (0 turns it off; the timer is unref'd). */
export function scheduleMediaWatch(deps: MediaWatchDeps, logger: Logger, intervalS: number): void {
  if (intervalS <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMediaWatch(deps)
      .then((report) => {
        if (report.notified > 0) logger.info(report, 'media watch: followers notified');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'media watch failed'))
      .finally(() => {
        running = false;
      });
  }, intervalS * 1000);
  timer.unref();
}
