import { describe, expect, it } from 'vitest';
import { parseWebhookChange } from './webhook';

describe('the revalidation webhook body', () => {
  it('names the changed document', () => {
    expect(parseWebhookChange({ _id: 'abc-1', _type: 'sport', slug: 'archery', title: 'x' })).toEqual({
      kind: 'change',
      change: { _id: 'abc-1', _type: 'sport', slug: 'archery' },
    });
    expect(parseWebhookChange({ _id: 'layout', _type: 'layout', slug: null })).toMatchObject({ kind: 'change' });
  });

  it('names the field that is missing or malformed', () => {
    expect(parseWebhookChange(undefined)).toMatchObject({ kind: 'invalid', field: 'body' });
    expect(parseWebhookChange({ _type: 'sport' })).toMatchObject({ kind: 'invalid', field: '_id' });
    expect(parseWebhookChange({ _id: 'a b', _type: 'sport' })).toMatchObject({ kind: 'invalid', field: '_id' });
    expect(parseWebhookChange({ _id: 'a', _type: 42 })).toMatchObject({ kind: 'invalid', field: '_type' });
    expect(parseWebhookChange({ _id: 'a', _type: 'sport', slug: 'Not A Slug' })).toMatchObject({
      kind: 'invalid',
      field: 'slug',
    });
  });

  it('a type the site does not read, or a draft, changes nothing', () => {
    expect(parseWebhookChange({ _id: 'a', _type: 'sanity.imageAsset' })).toEqual({
      kind: 'unknown_type',
      type: 'sanity.imageAsset',
    });
    expect(parseWebhookChange({ _id: 'drafts.a', _type: 'sport' })).toEqual({ kind: 'ignored', reason: 'draft' });
  });
});
