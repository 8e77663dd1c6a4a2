import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../../../../studio/schema';
import { validateDataset } from './validate-dataset';

type Doc = { _id: string; _type: string } & Record<string, unknown>;

const demo: Doc[] = readFileSync(new URL('../../../../data/demo/cms/dataset.ndjson', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc);

const byId = (id: string) => structuredClone(demo.find((doc) => doc._id === id) as Doc);
const firstOf = (type: string) => structuredClone(demo.find((doc) => doc._type === type) as Doc);
const issuesOf = (docs: Doc[]) => validateDataset(docs, schemaTypes, { relativeTimes: true });
/** The demo with `changed` in place of the documents of the same id (and `added` ones). */
const demoWith = (...changed: Doc[]) => [...demo.filter((doc) => !changed.some((c) => c._id === doc._id)), ...changed];

/** The misconfigured embed is kept on purpose (README of data/demo/cms): the player shows its error page. */
const MISCONFIGURED_EMBED = 'e9b03c7d-4f2a-4186-a5d1-0c8e6b2f9a35';

describe('the demo dataset against the Studio schema', () => {
  it('validates every document, except the embed that is misconfigured on purpose', () => {
    expect(issuesOf(demo)).toEqual([
      { id: MISCONFIGURED_EMBED, path: 'allowedDomains[0]', message: 'a host name, without a path' },
      { id: MISCONFIGURED_EMBED, path: 'liveStream', message: 'required' },
    ]);
  });

  it('reports a document type or a field the schema does not have', () => {
    const sport = { ...firstOf('sport'), nickname: 'Bows' };
    const issues = issuesOf([...demoWith(sport), { _id: 'x1', _type: 'medalTable' }]);
    expect(issues).toContainEqual({ id: sport._id, path: 'nickname', message: 'not in the schema' });
    expect(issues).toContainEqual({ id: 'x1', path: '_type', message: 'unknown document type medalTable' });
  });

  it('reports missing required fields, bad URLs and emails', () => {
    const settings = {
      ...byId('settings'),
      siteTitle: undefined,
      contactEmail: 'hello at example',
      newsletterUrl: 'javascript:alert(1)',
    };
    const podcast = { ...firstOf('podcast'), rssUrl: '//evil.example/feed.xml' };
    const issues = issuesOf(demoWith(settings, podcast));
    expect(issues).toEqual(
      expect.arrayContaining([
        { id: 'settings', path: 'siteTitle', message: 'required' },
        { id: 'settings', path: 'contactEmail', message: 'expected an email address' },
        { id: 'settings', path: 'newsletterUrl', message: 'expected an http(s) URL' },
        { id: podcast._id, path: 'rssUrl', message: 'expected an http(s) or site-relative URL' },
      ]),
    );
  });

  it('reports a slug used twice in one type, but not a draft of the same document', () => {
    const [first, second] = demo.filter((doc) => doc._type === 'athlete') as [Doc, Doc];
    const copy = structuredClone(second);
    (copy.titleAndSlug as { slug: { current: string } }).slug = structuredClone(
      (first.titleAndSlug as { slug: { current: string } }).slug,
    );
    const slug = (first.titleAndSlug as { slug: { current: string } }).slug.current;
    const duplicate = issuesOf(demoWith(copy)).filter((issue) => issue.message.startsWith('slug'));
    expect(duplicate).toEqual([
      { id: first._id, path: 'titleAndSlug.slug', message: `slug ${slug} is used 2 times` },
      { id: second._id, path: 'titleAndSlug.slug', message: `slug ${slug} is used 2 times` },
    ]);
    expect(issuesOf(demoWith({ ...structuredClone(first), _id: `drafts.${first._id}` }))).toHaveLength(2);
  });

  it('reports broken references, references to the wrong type and images without their asset', () => {
    const athlete = firstOf('athlete');
    athlete.sport = { _type: 'reference', _ref: 'no-such-sport' };
    athlete.country = { _type: 'reference', _ref: firstOf('sport')._id };
    athlete.profileImage = { _type: 'image', asset: { _type: 'reference', _ref: 'image-missing-1x1-png' } };
    const issues = issuesOf(demoWith(athlete)).filter((issue) => issue.id === athlete._id);
    expect(issues).toEqual([
      { id: athlete._id, path: 'profileImage', message: 'missing asset image-missing-1x1-png' },
      { id: athlete._id, path: 'sport', message: 'broken reference to no-such-sport' },
      { id: athlete._id, path: 'country', message: 'refers to a sport, expected country' },
    ]);
  });

  it('reports Portable Text the site does not render', () => {
    const page = firstOf('page');
    page.content = [
      {
        _type: 'block',
        _key: 'a',
        style: 'h1x',
        markDefs: [{ _type: 'link', _key: 'l', href: 'javascript:x' }],
        children: [{ _type: 'span', _key: 's', text: 'Hi', marks: ['blink'] }],
      },
      { _type: 'youtubeEmbed', _key: 'b' },
    ];
    expect(issuesOf(demoWith(page)).filter((issue) => issue.id === page._id)).toEqual([
      { id: page._id, path: 'content[0].style', message: 'style h1x is not rendered' },
      { id: page._id, path: 'content[0].markDefs', message: 'a link needs an http(s), mailto or site-relative href' },
      { id: page._id, path: 'content[0].children[0]', message: 'mark blink is not rendered' },
      { id: page._id, path: 'content[1]', message: 'only text blocks are rendered' },
    ]);
  });

  it('takes relative times only for the demo dataset', () => {
    const item = firstOf('scheduleItem');
    expect(validateDataset(demoWith(item), schemaTypes).filter((issue) => issue.id === item._id)).toEqual([
      { id: item._id, path: 'startTime', message: 'expected a date and time (ISO 8601)' },
      { id: item._id, path: 'endTime', message: 'expected a date and time (ISO 8601)' },
    ]);
  });
});
