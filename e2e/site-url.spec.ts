import { expect, test } from '@playwright/test';
import { startInstances } from './support/instances';

/** A production server without SITE_URL says so at start (issue 43): its shared links would say localhost. */
test('a production server started without SITE_URL warns that its links say localhost', async () => {
  test.setTimeout(90_000);
  const group = await startInstances({ count: 1, env: { SITE_URL: '', NODE_ENV: 'production' } });
  try {
    const [instance] = group.instances;
    await expect.poll(() => instance!.output()).toContain('"msg":"SITE_URL is not set"');
    const line = instance!.output().split('\n').find((text) => text.includes('SITE_URL is not set'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 40, links: expect.stringMatching(/^http:\/\/localhost:\d+$/) });
  } finally {
    await group.stop();
  }
});
