// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyClicks', () => {
  it("holds a click on an enhanced control, even on its icon, and replays it once the script's handler is there", async () => {
    document.body.innerHTML = '<a class="bell" href="/notifications" data-enhanced><svg><path/></svg></a>';
    const bell = document.querySelector<HTMLAnchorElement>('.bell')!;
    const early = holdEarlyClicks();
    const icon = bell.querySelector('path')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await early.asked;

    const opened: string[] = [];
    bell.addEventListener('click', (event) => {
      event.preventDefault();
      opened.push('popup');
    });
    early.release();
    expect(opened).toEqual(['popup']);
  });

  it('lets other clicks through, and holds nothing after release', () => {
    document.body.innerHTML = '<a class="plain" href="/sports">Sports</a><button data-enhanced>All</button>';
    const early = holdEarlyClicks();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.plain')!.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);

    early.release();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
