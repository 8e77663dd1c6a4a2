import { describe, expect, it } from 'vitest';
import { announcementFromWebhook } from './announcements';

describe('an announcement from the revalidation webhook', () => {
  const published = {
    _id: 'announcement-1',
    _type: 'announcement',
    title: '  Opening ceremony moved  ',
    description: 'Now at 21:00',
    item: { _type: 'sport', titleAndSlug: { slug: { current: 'archery' } } },
  };

  it('becomes one notification for everyone, caused by the document', () => {
    expect(announcementFromWebhook(published)).toEqual({
      kind: 'announcement',
      notification: {
        type: 'global_notification',
        userId: null,
        title: 'Opening ceremony moved',
        description: 'Now at 21:00',
        item: { type: 'sport', slug: 'archery' },
        sourceKey: 'announcement:announcement-1',
      },
    });
  });

  it('ignores other documents and drafts, and names what is missing', () => {
    expect(announcementFromWebhook({ _id: 'sport-archery', _type: 'sport' })).toEqual({ kind: 'other' });
    expect(announcementFromWebhook(null)).toEqual({ kind: 'other' });
    expect(announcementFromWebhook({ ...published, _id: 'drafts.announcement-1' })).toEqual({ kind: 'other' });
    expect(announcementFromWebhook({ ...published, title: ' ' })).toMatchObject({
      kind: 'invalid',
      problem: /^title:/,
    });
  });

  it('drops a link it cannot follow but keeps the announcement', () => {
    const odd = { ...published, item: { _type: '../../x', titleAndSlug: { slug: { current: 'a/b' } } } };
    expect(announcementFromWebhook(odd)).toMatchObject({ kind: 'announcement', notification: { item: null } });
  });
});
