// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { formatShortDateTime, zoneOffsetAt } from '../lib/format';
import { enhancePage } from './page-enhancements';

const start = '2026-07-04T18:30:00.000Z';
const viewersText = formatShortDateTime(new Date(start), 'en');

function timeElement(attributes: string): HTMLTimeElement {
  document.documentElement.lang = 'en';
  document.body.innerHTML =
    `<p><time datetime="${start}" data-local-time="short" ${attributes}>as the server wrote it</time></p>`;
  enhancePage();
  return document.querySelector('time')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('local times', () => {
  it("are written again in the viewer's zone when the server's zone had another offset then", () => {
    const other = Number(zoneOffsetAt(new Date(start))) + 60;
    expect(timeElement(`data-zone-offset="${other}"`).textContent).toBe(viewersText);
  });

  it('fill the template they carry', () => {
    const element = timeElement('data-local-template="Starts at {date}" data-zone-offset="bad"');
    expect(element.textContent).toBe(`Starts at ${viewersText}`);
  });

  it("are written again when the page does not say the server's offset (HTML cached before it did)", () => {
    expect(timeElement('').textContent).toBe(viewersText);
  });

  it("keep the server's text when its zone had the viewer's offset then: it reads the same", () => {
    const same = zoneOffsetAt(new Date(start));
    expect(timeElement(`data-zone-offset="${same}"`).textContent).toBe('as the server wrote it');
  });

  it('inside an island are left to the island', () => {
    document.body.innerHTML =
      `<astro-island><time datetime="${start}" data-local-time="short">kept</time></astro-island>`;
    enhancePage();
    expect(document.querySelector('time')!.textContent).toBe('kept');
  });
});
