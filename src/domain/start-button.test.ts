import { describe, expect, it } from 'vitest';
import type { AccessModel } from './access-model';
import { startButton, type StartButtonInput } from './start-button';

const base: StartButtonInput = { signedIn: false, entitled: false, hasProgress: false, offers: [], accessModel: 'SVOD' };
const input = (patch: Partial<StartButtonInput>): StartButtonInput => ({ ...base, ...patch });

describe('startButton (spec 3 §4)', () => {
  it.each<[string, StartButtonInput, ReturnType<typeof startButton>]>([
    ['entitled with progress', input({ entitled: true, hasProgress: true }), { label: 'continue_watching', action: 'play' }],
    ['entitled', input({ entitled: true }), { label: 'start_watching', action: 'play' }],
    ['entitled guest under AVOD', input({ entitled: true, accessModel: 'AVOD' }), { label: 'start_watching', action: 'play' }],
    ['guest, item has offers', input({ offers: ['S1'] }), { label: 'buy', action: 'create-account' }],
    ['signed in, item has offers', input({ signedIn: true, offers: ['S1'] }), { label: 'buy', action: 'choose-offer' }],
    ['signed in, no offers', input({ signedIn: true }), { label: 'complete_subscription', action: 'payments' }],
    ['guest, no offers', input({}), { label: 'sign_up', action: 'create-account' }],
    ['AUTHVOD guest', input({ accessModel: 'AUTHVOD' }), { label: 'sign_up', action: 'create-account' }],
    ['not entitled under AVOD: hidden', input({ accessModel: 'AVOD', offers: ['S1'] }), null],
    ['not entitled, signed in, AVOD: hidden', input({ accessModel: 'AVOD', signedIn: true }), null],
  ])('%s', (_name, given, expected) => expect(startButton(given)).toEqual(expected));

  it.each<AccessModel>(['AVOD', 'AUTHVOD', 'SVOD'])('progress without entitlement never says continue (%s)', (accessModel) => {
    expect(startButton(input({ accessModel, hasProgress: true, offers: ['S1'] }))?.label).not.toBe('continue_watching');
  });
});
