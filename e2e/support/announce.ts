import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

let counter = 0;

/** Publishes an editor's announcement the way the CMS does: a signed call of the revalidation webhook. */
export async function announce(
  request: APIRequestContext,
  { origin, secret, title, slug = 'archery' }: { origin: string; secret: string; title: string; slug?: string },
): Promise<void> {
  counter += 1;
  const body = JSON.stringify({
    _id: `announcement-${Date.now().toString(36)}-${process.pid}-${counter}`,
    _type: 'announcement',
    title,
    description: 'From the organisers',
    item: { _type: 'sport', titleAndSlug: { slug: { current: slug } } },
  });
  const timestamp = Date.now();
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
  const answer = await request.post(`${origin}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
