import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startInstances, type InstanceGroup } from './support/instances';
import { captchaAnswer } from './support/registration';

/**
 * Scaled out: two built servers on one PostgreSQL. The revalidation webhook reaches one of them; the other must
 * drop its cached CMS data and pages too, over LISTEN/NOTIFY, or over Redis when the deployment has one. Rate
 * limits are counted in the shared database.
 */
const WEBHOOK_SECRET = 'instances-webhook-secret';
const ARCHERY_ID = '535b6bc1-a047-43f3-a1a7-656b9167ef35';
const buses: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'LISTEN/NOTIFY', env: {} },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL: process.env.REDIS_URL } }] : []),
];

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

function signedWebhook(body: string) {
  const timestamp = Date.now();
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('base64url');
  return { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` };
}

for (const bus of buses) {
  test.describe(`two instances, ${bus.name}`, () => {
    let group: InstanceGroup;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      group = await startInstances({
        count: 2,
        env: {
          ...bus.env,
          SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
          // Long enough that only an invalidation can explain a fresh page within the test.
          CACHE_TTL_CMS_S: '600',
          PAGE_CACHE_TTL_S: '600',
        },
      });
    });
    test.afterAll(async () => group?.stop());

    test('a CMS change announced to one instance shows on the other within seconds', async ({ page }) => {
      const [first, second] = group.instances;
      await page.goto(`${second!.url}/sports`);
      await expect(page.getByText('Archery', { exact: true }).first()).toBeVisible();

      const datasetFile = join(group.demoDir, 'cms', 'dataset.ndjson');
      writeFileSync(
        datasetFile,
        readFileSync(datasetFile, 'utf8').replace('"title":"Archery"', '"title":"Field Archery"'),
      );
      const body = JSON.stringify({ _id: ARCHERY_ID, _type: 'sport', slug: 'archery' });
      const answer = await page.request.post(`${first!.url}/api/revalidate`, {
        data: body,
        headers: signedWebhook(body),
      });
      expect(answer.status()).toBe(200);

      const started = Date.now();
      await expect
        .poll(
          async () =>
            (await page.request.get(`${second!.url}/sports`)).text().then((html) => html.includes('Field Archery')),
          {
            timeout: 5_000,
            intervals: [100],
          },
        )
        .toBe(true);
      test.info().annotations.push({ type: 'delivery', description: `${Date.now() - started} ms` });
    });

    test('a change to one sport refreshes its page on both instances and leaves unrelated pages cached', async ({
      request,
    }) => {
      const [first, second] = group.instances;
      const unrelated = ['/about-twg', '/podcasts', '/athletes/mariana-ribeiro'];
      const cacheResult = async (url: string) => (await request.get(url)).headers()['x-page-cache'];
      for (const instance of [first!, second!]) {
        for (const path of ['/sports/archery', ...unrelated]) {
          await request.get(`${instance.url}${path}`);
          expect(await cacheResult(`${instance.url}${path}`), path).toBe('hit');
        }
      }

      const datasetFile = join(group.demoDir, 'cms', 'dataset.ndjson');
      const edited = 'Archery asks for a patient body';
      writeFileSync(datasetFile, readFileSync(datasetFile, 'utf8').replace('Archery asks for a steady body', edited));
      const body = JSON.stringify({ _id: ARCHERY_ID, _type: 'sport', slug: 'archery' });
      const started = Date.now();
      expect(
        (await request.post(`${first!.url}/api/revalidate`, { data: body, headers: signedWebhook(body) })).status(),
      ).toBe(200);

      const shows = (url: string) =>
        request.get(`${url}/sports/archery`).then(async (page) => (await page.text()).includes(edited));
      const shownAfter = await Promise.all(
        [second!, first!].map(async (instance) => {
          await expect.poll(() => shows(instance.url), { timeout: 5_000, intervals: [50] }).toBe(true);
          return Date.now() - started;
        }),
      );
      const kept = [];
      for (const instance of [first!, second!]) {
        for (const path of unrelated) if ((await cacheResult(`${instance.url}${path}`)) === 'hit') kept.push(path);
      }
      expect(kept).toHaveLength(unrelated.length * 2);
      test.info().annotations.push({
        type: 'precise revalidation',
        description: `changed page on the second instance after ${shownAfter[0]} ms, on the first after ${shownAfter[1]} ms; ${kept.length} of ${kept.length} unrelated cached pages kept`,
      });
    });

    test('the login limit is one limit for both instances, not one per instance', async ({ request }) => {
      const [first, second] = group.instances;
      const email = `limited-${Date.now().toString(36)}@example.com`;
      // After 3 wrong passwords the captcha is asked too: each try answers a fresh one, as the login form does.
      const attempt = async (url: string) =>
        request.post(`${url}/api/auth/login`, {
          data: { email, password: 'Wrong-Guess-42', captcha: await captchaAnswer(url) },
          failOnStatusCode: false,
        });
      // 10 wrong passwords per account and client (rate-limits.ts), spread over the two instances.
      for (let n = 0; n < 10; n += 1) expect((await attempt(n % 2 ? second!.url : first!.url)).status()).toBe(401);
      for (const instance of [first!, second!]) {
        const refused = await attempt(instance.url);
        expect(refused.status()).toBe(429);
        expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
      }
    });
  });
}
