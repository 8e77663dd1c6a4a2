import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';
import { PLATFORM_USER_AGENT } from '../../src/server/shared/platform-user-agent';

/**
 * Setup file of the platform-call coverage run (platform-calls.mjs): every request a fixture server receives from
 * the site's own clients (not a test's own fetch) is written to PLATFORM_CALL_LOG as one JSON line with the test
 * that caused it.
 */
const log = process.env.PLATFORM_CALL_LOG;
if (log) {
  (globalThis as { recordFixtureCall?: (call: string, userAgent: string) => void }).recordFixtureCall = (
    call,
    userAgent,
  ) => {
    if (userAgent !== PLATFORM_USER_AGENT) return;
    const state = expect.getState();
    appendFileSync(log, `${JSON.stringify({ call, file: state.testPath ?? '', test: state.currentTestName ?? '' })}\n`);
  };
}
