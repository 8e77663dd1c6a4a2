import { describe, expect, it } from 'vitest';
import { readJwSchedule } from './jw-schedule';
import { AdFormatError } from './xml';

describe('readJwSchedule', () => {
  it('reads breaks with offsets, tag waterfalls and the default skip offset', () => {
    const schedule = readJwSchedule({
      client: 'vast',
      skipoffset: 5,
      schedule: [
        { offset: 'pre', tag: ['https://a.test/1.xml', 'https://a.test/2.xml'] },
        { offset: '50%', tag: 'https://a.test/mid.xml', skipoffset: 2 },
        { offset: 'post', tag: 'https://a.test/post.xml', type: 'nonlinear' },
        { offset: 'sometime', tag: 'https://a.test/x.xml' },
      ],
    });
    expect(schedule).toEqual({
      kind: 'breaks',
      breaks: [
        {
          id: 'break-1',
          position: { kind: 'start' },
          tags: ['https://a.test/1.xml', 'https://a.test/2.xml'],
          skipOffset: 5,
        },
        { id: 'break-2', position: { kind: 'percent', percent: 50 }, tags: ['https://a.test/mid.xml'], skipOffset: 2 },
      ],
    });
  });

  it('follows a schedule that is a VMAP address', () => {
    expect(readJwSchedule({ client: 'vast', schedule: 'https://a.test/vmap.xml' })).toEqual({
      kind: 'vmap',
      url: 'https://a.test/vmap.xml',
    });
  });

  it('refuses other ad clients and malformed schedules', () => {
    expect(() => readJwSchedule({ client: 'googima', schedule: [] })).toThrow(AdFormatError);
    expect(() => readJwSchedule({ schedule: 42 })).toThrow(AdFormatError);
    expect(() => readJwSchedule(null)).toThrow(AdFormatError);
  });
});
