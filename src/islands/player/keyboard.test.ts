import { describe, expect, it } from 'vitest';
import { seekBarArrowStep } from './keyboard';

const key = (k: string, modifiers: Partial<Record<'altKey' | 'metaKey' | 'ctrlKey', boolean>> = {}) => ({
  key: k,
  altKey: false,
  metaKey: false,
  ctrlKey: false,
  ...modifiers,
});

describe('seekBarArrowStep', () => {
  it.each([
    ['← on the seek bar goes back 10 s', key('ArrowLeft'), 'MEDIA-TIME-RANGE', -10],
    ['→ on the seek bar goes forward 10 s', key('ArrowRight'), 'media-time-range', 10],
    ['other keys on the seek bar are left alone', key('ArrowUp'), 'media-time-range', 0],
    ['arrows elsewhere are left to media-chrome', key('ArrowLeft'), 'MEDIA-VOLUME-RANGE', 0],
    ['modified arrows are left to the browser', key('ArrowLeft', { altKey: true }), 'media-time-range', 0],
  ])('%s', (_label, event, tag, expected) => {
    expect(seekBarArrowStep(event, tag)).toBe(expected);
  });
});
