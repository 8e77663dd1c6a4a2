import type { APIRoute } from 'astro';
import { calendarFile } from '../../domain/ics';
import { streamMediaId } from '../../domain/schedule';
import { getContainer } from '../../server/container';

const ID = /^[A-Za-z0-9._-]{1,200}$/;

/** `GET /schedule/{id}.ics`: one schedule event as an iCalendar download for the viewer's calendar. */
export const GET: APIRoute = async ({ params, locals }) => {
  const id = params.id ?? '';
  const item = ID.test(id) ? await locals.useCases.schedule.findScheduleItem(id) : undefined;
  if (!item) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

  const { env, clock } = getContainer();
  const origin = env.SITE_URL.replace(/\/+$/, '');
  const mediaId = streamMediaId(item);
  const title = item.sport ? `${item.sport.title}: ${item.eventName}` : item.eventName;
  const body = calendarFile(
    {
      uid: `${item.id}@${new URL(origin).hostname}`,
      title,
      start: new Date(item.startTime),
      end: new Date(item.endTime),
      location: item.location,
      url: mediaId ? `${origin}/m/${encodeURIComponent(mediaId)}` : `${origin}/schedule`,
    },
    clock(),
  );
  const filename = `${item.id.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 60)}.ics`;
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, s-maxage=60',
    },
  });
};
