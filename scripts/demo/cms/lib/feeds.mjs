/**
 * Podcast RSS 2.0 feeds with iTunes tags, as podcast hosts publish them.
 */
import { slugify } from './random.mjs';

const escapeXml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cdata = (html) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function formatDuration(seconds, style) {
  if (style === 'seconds') return String(seconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n) => String(n).padStart(2, '0');
  return style === 'mm:ss' && h === 0 ? `${pad(m)}:${pad(s)}` : `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/**
 * `podcast` from content/podcasts.mjs; `audio` `{ url, length }` of the sample enclosure; `imageUrl` the cover.
 * Episode dates start at `firstEpisode` (a Date) and follow every `intervalDays`.
 */
export function buildFeed(random, podcast, { audio, imageUrl, firstEpisode, intervalDays, siteLink }) {
  const items = podcast.episodes.map(([title, summary], index) => {
    const number = index + 1;
    const published = new Date(firstEpisode.getTime() + index * intervalDays * 86_400_000);
    const seconds = random.int(14, 48) * 60 + random.int(0, 59);
    const gaps = podcast.incomplete
      ? { noDuration: number % 4 === 2, noDescription: number === 5, noDate: number === 7, noImage: number % 2 === 0 }
      : {};
    const description = `<p>${escapeXml(summary)}</p><p>Episode ${number} of <em>${escapeXml(podcast.title)}</em>. More on <a href="${siteLink}">Aurora Games TV</a>.</p>`;
    const lines = [
      `<title>${escapeXml(title)}</title>`,
      `<guid isPermaLink="false">${random.uuid()}</guid>`,
      `<link>https://podcasts.auroragames.example/${podcast.slug}/${slugify(title)}</link>`,
      gaps.noDescription ? '' : `<description>${cdata(description)}</description>`,
      gaps.noDescription ? '' : `<itunes:summary>${escapeXml(summary)}</itunes:summary>`,
      gaps.noDate ? '' : `<pubDate>${published.toUTCString()}</pubDate>`,
      `<enclosure url="${audio.url}" length="${audio.length}" type="audio/mpeg"/>`,
      gaps.noDuration ? '' : `<itunes:duration>${formatDuration(seconds, ['hh:mm:ss', 'mm:ss', 'seconds'][index % 3])}</itunes:duration>`,
      `<itunes:episode>${number}</itunes:episode>`,
      '<itunes:episodeType>full</itunes:episodeType>',
      '<itunes:explicit>false</itunes:explicit>',
      gaps.noImage ? '' : `<itunes:image href="${imageUrl}"/>`,
    ].filter(Boolean);
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  const lastBuild = new Date(firstEpisode.getTime() + podcast.episodes.length * intervalDays * 86_400_000);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(podcast.title)}</title>
    <link>${siteLink}</link>
    <atom:link href="/demo-feeds/${podcast.slug}.xml" rel="self" type="application/rss+xml"/>
    <language>en</language>
    <copyright>© 2026 Aurora Games Organising Committee</copyright>
    <description>${cdata(`<p>${escapeXml(podcast.description)}</p>`)}</description>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <itunes:author>${escapeXml(podcast.author)}</itunes:author>
    <itunes:owner><itunes:name>${escapeXml(podcast.author)}</itunes:name><itunes:email>podcasts@auroragames.example</itunes:email></itunes:owner>
${podcast.incomplete ? '' : `    <itunes:image href="${imageUrl}"/>\n`}    <itunes:category text="Sports"/>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <image><url>${imageUrl}</url><title>${escapeXml(podcast.title)}</title><link>${siteLink}</link></image>
${items.join('\n')}
  </channel>
</rss>
`;
}
