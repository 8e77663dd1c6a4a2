import { describe, expect, it } from 'vitest';
import { classifyStreamError, type ErrorAction, type StreamError } from './player-errors';

describe('classifyStreamError', () => {
  it.each<[string, StreamError, number, ErrorAction]>([
    ['non-fatal errors are left to the engine', { fatal: false, type: 'networkError', responseCode: 404 }, 0, { action: 'ignore' }],
    ['a missing stream is no longer available', { fatal: true, type: 'networkError', responseCode: 404 }, 0, { action: 'fail', kind: 'not-available' }],
    ['a removed stream is no longer available', { fatal: true, type: 'networkError', responseCode: 410 }, 0, { action: 'fail', kind: 'not-available' }],
    ['403 on the stream is a geo block', { fatal: true, type: 'networkError', responseCode: 403 }, 0, { action: 'fail', kind: 'geo-blocked' }],
    ['a server error is unknown', { fatal: true, type: 'networkError', responseCode: 500 }, 0, { action: 'fail', kind: 'unknown' }],
    ['a network failure without a status is unknown', { fatal: true, type: 'networkError' }, 0, { action: 'fail', kind: 'unknown' }],
    ['the first media error reloads the media', { fatal: true, type: 'mediaError' }, 0, { action: 'recover-media' }],
    ['a repeated media error fails', { fatal: true, type: 'mediaError' }, 1, { action: 'fail', kind: 'unknown' }],
    ['other fatal errors fail', { fatal: true, type: 'otherError' }, 0, { action: 'fail', kind: 'unknown' }],
    ['a licence server refusing the viewer is unauthorized', { fatal: true, type: 'keySystemError', responseCode: 403 }, 0, { action: 'fail', kind: 'unauthorized' }],
    ['a licence server asking for a session is unauthorized', { fatal: true, type: 'keySystemError', responseCode: 401 }, 0, { action: 'fail', kind: 'unauthorized' }],
    ['no key system for the stream is a content protection issue', { fatal: true, type: 'keySystemError' }, 0, { action: 'fail', kind: 'content-protection' }],
    ['a failing licence server is a content protection issue', { fatal: true, type: 'keySystemError', responseCode: 500 }, 0, { action: 'fail', kind: 'content-protection' }],
  ])('%s', (_label, error, recoveries, expected) => {
    expect(classifyStreamError(error, recoveries)).toEqual(expected);
  });
});
