import { describe, expect, it } from 'vitest';
import { hasRichText, portableTextToHtml, richTextHeadings, safeHref } from './portable-text';

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text.slice(0, 4), text, marks });
const block = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: 'k',
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
});
const linkBlock = (href: string) =>
  block([span('here', ['l1'])], { markDefs: [{ _type: 'link', _key: 'l1', href }] });

describe('portableTextToHtml', () => {
  it.each([
    ['a paragraph', [block([span('Hello')])], '<p>Hello</p>'],
    ['h2 with an id', [block([span('Who we are')], { style: 'h2' })], '<h2 id="who-we-are">Who we are</h2>'],
    ['h3', [block([span('Rules')], { style: 'h3' })], '<h3 id="rules">Rules</h3>'],
    ['strong and em', [block([span('a', ['strong']), span('b', ['em'])])], '<p><strong>a</strong><em>b</em></p>'],
    [
      'a bullet list',
      [block([span('one')], { listItem: 'bullet' }), block([span('two')], { listItem: 'bullet' })],
      '<ul><li>one</li><li>two</li></ul>',
    ],
    [
      'a numbered list then a paragraph',
      [block([span('one')], { listItem: 'number' }), block([span('after')])],
      '<ol><li>one</li></ol><p>after</p>',
    ],
    [
      'a nested list',
      [
        block([span('a')], { listItem: 'bullet' }),
        block([span('a1')], { listItem: 'bullet', level: 2 }),
        block([span('b')], { listItem: 'bullet' }),
      ],
      '<ul><li>a<ul><li>a1</li></ul></li><li>b</li></ul>',
    ],
    ['an https link', [linkBlock('https://example.org/x')], '<p><a href="https://example.org/x" rel="noopener noreferrer" target="_blank">here</a></p>'],
    ['a mailto link', [linkBlock('mailto:hi@example.org')], '<p><a href="mailto:hi@example.org">here</a></p>'],
    ['a site-relative link', [linkBlock('/schedule')], '<p><a href="/schedule">here</a></p>'],
    ['a javascript: link becomes text', [linkBlock('javascript:alert(1)')], '<p>here</p>'],
    ['a data: link becomes text', [linkBlock('data:text/html,<b>x</b>')], '<p>here</p>'],
    ['a protocol-relative link becomes text', [linkBlock('//evil.example')], '<p>here</p>'],
    ['escaped text', [block([span('<script>alert("x")</script> & co')])], '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>'],
    ['an unknown mark is ignored', [block([span('x', ['onclick'])])], '<p>x</p>'],
    ['unknown block types are dropped', [{ _type: 'html', html: '<img src=x onerror=alert(1)>' }, block([span('ok')])], '<p>ok</p>'],
    ['empty blocks are dropped', [block([span('')]), block([], { style: 'h2' })], ''],
    ['not an array', { nope: true }, ''],
  ])('%s', (_name, input, expected) => {
    expect(portableTextToHtml(input)).toBe(expected);
  });

  it('never lets an attribute out of a quoted href', () => {
    const html = portableTextToHtml([linkBlock('https://example.org/"onmouseover="alert(1)')]);
    expect(html).not.toContain('"onmouseover');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://a.example', 'https://a.example/'],
    ['HTTP://a.example/x', 'http://a.example/x'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['/about-twg#history', '/about-twg#history'],
    ['javascript:alert(1)', undefined],
    [' java\tscript:alert(1)', undefined],
    ['/\\evil.example', undefined],
    ['ftp://a.example', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe('richTextHeadings and hasRichText', () => {
  it('lists h2/h3 with unique ids in order', () => {
    const blocks = [
      block([span('Intro')], { style: 'h2' }),
      block([span('text')]),
      block([span('Intro')], { style: 'h3' }),
    ];
    expect(richTextHeadings(blocks)).toEqual([
      { id: 'intro', text: 'Intro', level: 2 },
      { id: 'intro-2', text: 'Intro', level: 3 },
    ]);
    expect(portableTextToHtml(blocks)).toContain('<h3 id="intro-2">');
  });

  it.each([
    [[], false],
    [[block([span('  ')])], false],
    [null, false],
    [[block([span('Text')])], true],
  ])('%j → %s', (input, expected) => {
    expect(hasRichText(input)).toBe(expected);
  });
});
