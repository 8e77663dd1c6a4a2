import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CATALOG_DIR } from '../paths.mjs';

/**
 * The demo channels' schedules (`catalog/epg/{mediaid}.json|xml`): one day (2026-01-01 UTC) filled by cycling the
 * channel's shows; `scheduleDemo` makes the guide repeat that day around today. JSON in the JW EPG shape, XMLTV
 * for the channel that asks for it.
 */
const DAY_START = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

function dayOfShows(key, shows) {
  const programs = [];
  for (let start = DAY_START, n = 0; start < DAY_START + DAY_MS; n++) {
    const [title, minutes, description] = shows[n % shows.length];
    const end = Math.min(start + minutes * 60_000, DAY_START + DAY_MS);
    programs.push({
      id: `${key.replace(/^channel:/, '')}-${String(n).padStart(2, '0')}`,
      title,
      description,
      start,
      end,
    });
    start = end;
  }
  return programs;
}

const iso = (ms) => new Date(ms).toISOString();
const xmltvTime = (ms) => `${iso(ms).replace(/[-:T]/g, '').slice(0, 14)} +0000`;
const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function jwEpg(programs, image) {
  return `${JSON.stringify(
    programs.map((program) => ({
      id: program.id,
      title: program.title,
      startTime: iso(program.start),
      endTime: iso(program.end),
      chapterPointCustomProperties: [
        { key: 'description', value: program.description },
        { key: 'image', value: image },
      ],
    })),
    null,
    2,
  )}\n`;
}

function xmltv(mediaid, title, programs, image) {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<tv generator-info-name="aurora-demo">'];
  lines.push(`  <channel id="${mediaid}"><display-name>${escapeXml(title)}</display-name></channel>`);
  for (const program of programs) {
    lines.push(
      `  <programme start="${xmltvTime(program.start)}" stop="${xmltvTime(program.end)}" channel="${mediaid}">`,
      `    <title lang="en">${escapeXml(program.title)}</title>`,
      `    <desc lang="en">${escapeXml(program.description)}</desc>`,
      `    <episode-num system="dd_progid">${program.id}</episode-num>`,
      `    <icon src="${image}"/>`,
      '  </programme>',
    );
  }
  lines.push('</tv>');
  return `${lines.join('\n')}\n`;
}

export async function writeSchedules(entries) {
  const dir = resolve(CATALOG_DIR, 'epg');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const { def, item } of entries) {
    if (!def.schedule) continue;
    const programs = dayOfShows(def.key, def.schedule.shows);
    const image = item.backgroundImage;
    if (def.schedule.format === 'xmltv') {
      await writeFile(resolve(dir, `${item.mediaid}.xml`), xmltv(item.mediaid, item.title, programs, image));
    } else {
      await writeFile(resolve(dir, `${item.mediaid}.json`), jwEpg(programs, image));
    }
  }
}
