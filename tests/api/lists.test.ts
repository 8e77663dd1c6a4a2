import { WATCH_LIST_LIMIT } from '../../src/domain/watch-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

const id = (n: number) => `media${String(n).padStart(3, '0')}`;

describe.each(databaseKinds)('favorites and watch history (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it('adds, checks, lists newest first and removes favorites', async () => {
    const { jwt } = await signUp(h);
    const auth = { headers: bearer(jwt) };
    for (const mediaid of ['aaaa1111', 'bbbb2222', 'aaaa1111']) {
      expect((await h.request('POST', '/favorite', { ...auth, json: { mediaid } })).status).toBe(201);
    }
    expect(await (await h.request('GET', '/favorite', auth)).json()).toEqual([{ mediaid: 'bbbb2222' }, { mediaid: 'aaaa1111' }]);
    expect((await h.request('GET', '/favorite/aaaa1111', auth)).status).toBe(200);
    expect((await h.request('DELETE', '/favorite/aaaa1111', auth)).status).toBe(204);
    expect((await h.request('GET', '/favorite/aaaa1111', auth)).status).toBe(404);
    expect((await h.request('DELETE', '/favorite/aaaa1111', auth)).status).toBe(404);
    expect((await h.request('DELETE', '/favorite', auth)).status).toBe(204);
    expect(await (await h.request('GET', '/favorite', auth)).json()).toEqual([]);
  });

  it('refuses a 49th favorite with the server message', async () => {
    const { jwt } = await signUp(h);
    const auth = { headers: bearer(jwt) };
    for (let n = 0; n < 48; n += 1) await h.request('POST', '/favorite', { ...auth, json: { mediaid: id(n) } });
    const over = await h.request('POST', '/favorite', { ...auth, json: { mediaid: id(48) } });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      code: 'favorites_limit',
      message: 'Your favorites list is full (48). Remove one to add another.',
    });
  });

  it('keeps continue-watching rules: front on save, one per media and per series, 0.05 < p < 0.95, 48 at most', async () => {
    const { jwt } = await signUp(h);
    const auth = { headers: bearer(jwt) };
    const save = (json: object) => h.request('POST', '/watch-history', { ...auth, json });

    await save({ mediaid: 'film0001', progress: 0.3 });
    await save({ mediaid: 'ep000001', progress: 0.5, seriesId: 'series01' });
    await save({ mediaid: 'film0002', progress: 0.04 });
    await save({ mediaid: 'ep000002', progress: 0.2, seriesId: 'series01' });
    const list = await (await save({ mediaid: 'film0001', progress: 0.6 })).json();
    expect(list).toEqual([
      { mediaid: 'film0001', progress: 0.6 },
      { mediaid: 'ep000002', progress: 0.2, seriesId: 'series01' },
    ]);

    const finished = await (await save({ mediaid: 'film0001', progress: 0.97 })).json();
    expect(finished).toEqual([{ mediaid: 'ep000002', progress: 0.2, seriesId: 'series01' }]);

    let answered: unknown[] = [];
    for (let n = 0; n < 50; n += 1) answered = await (await save({ mediaid: id(n), progress: 0.5 })).json();
    const full = await (await h.request('GET', '/watch-history', auth)).json();
    expect(answered).toEqual(full); // the save's answer is the list as stored
    expect(full).toHaveLength(48);
    expect(full[0].mediaid).toBe(id(49));
    expect(full.at(-1).mediaid).toBe(id(2));
  });

  it('keeps every save of one account made at the same moment, each media once', async () => {
    const { jwt } = await signUp(h);
    const save = (mediaid: string, progress: number) =>
      h.request('POST', '/watch-history', { headers: bearer(jwt), json: { mediaid, progress } });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => save(id(n), 0.5)),
      save(id(0), 0.6),
      save(id(1), 0.7),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const list: Array<{ mediaid: string }> = await (await h.request('GET', '/watch-history', { headers: bearer(jwt) })).json();
    expect(new Set(list.map((entry) => entry.mediaid))).toEqual(new Set(Array.from({ length: 20 }, (_, n) => id(n))));
  });

  it('keeps the newest entries when many saves at once go past the limit (no write is refused)', async () => {
    const { jwt } = await signUp(h);
    const saves = Array.from({ length: WATCH_LIST_LIMIT + 12 }, (_, n) =>
      h.request('POST', '/watch-history', { headers: bearer(jwt), json: { mediaid: id(n), progress: 0.5 } }),
    );
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const list: Array<{ mediaid: string }> = await (await h.request('GET', '/watch-history', { headers: bearer(jwt) })).json();
    expect(list).toHaveLength(WATCH_LIST_LIMIT);
  });

  it.each([
    [{ mediaid: 'film0001', progress: 1.5 }, 'progress', 'progress must be between 0 and 1'],
    [{ mediaid: 'film0001', progress: 'half' }, 'progress', 'progress must be a number between 0 and 1'],
    [{ mediaid: 'film0001' }, 'progress', 'progress must be a number between 0 and 1'],
    [{ mediaid: '../etc', progress: 0.5 }, 'mediaid', 'mediaid must be 1–64 letters, digits, _ or -'],
    [{ progress: 0.5 }, 'mediaid', 'mediaid is required'],
  ])('refuses the history entry %j', async (json, field, message) => {
    const { jwt } = await signUp(h);
    const response = await h.request('POST', '/watch-history', { headers: bearer(jwt), json });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toEqual([message]);
  });

  it('copies a guest’s lists into a new account, newest first', async () => {
    const { jwt } = await signUp(h);
    const auth = { headers: bearer(jwt) };
    const favorites = await h.request('POST', '/favorite/import', {
      ...auth,
      json: { items: [{ mediaid: 'newest01' }, { mediaid: 'oldest01' }] },
    });
    expect(await favorites.json()).toEqual([{ mediaid: 'newest01' }, { mediaid: 'oldest01' }]);
    const history = await h.request('POST', '/watch-history/import', {
      ...auth,
      json: { items: [{ mediaid: 'recent01', progress: 0.4 }, { mediaid: 'earlier1', progress: 0.7 }] },
    });
    expect(await history.json()).toEqual([
      { mediaid: 'recent01', progress: 0.4 },
      { mediaid: 'earlier1', progress: 0.7 },
    ]);
    const tooMany = await h.request('POST', '/favorite/import', {
      ...auth,
      json: { items: Array.from({ length: 49 }, (_, n) => ({ mediaid: id(n) })) },
    });
    expect((await tooMany.json()).errors.items).toEqual(['items lists at most 48 entries']);
  });

  it('one user can neither read nor change another user’s lists', async () => {
    const alice = await signUp(h);
    const bob = await signUp(h);
    await h.request('POST', '/favorite', { headers: bearer(alice.jwt), json: { mediaid: 'alice001' } });
    await h.request('POST', '/watch-history', { headers: bearer(alice.jwt), json: { mediaid: 'alice001', progress: 0.5 } });

    expect(await (await h.request('GET', '/favorite', { headers: bearer(bob.jwt) })).json()).toEqual([]);
    expect(await (await h.request('GET', '/watch-history', { headers: bearer(bob.jwt) })).json()).toEqual([]);
    expect((await h.request('GET', '/favorite/alice001', { headers: bearer(bob.jwt) })).status).toBe(404);
    expect((await h.request('DELETE', '/favorite/alice001', { headers: bearer(bob.jwt) })).status).toBe(404);
    await h.request('DELETE', '/favorite', { headers: bearer(bob.jwt) });
    await h.request('DELETE', '/watch-history', { headers: bearer(bob.jwt) });

    expect(await (await h.request('GET', '/favorite', { headers: bearer(alice.jwt) })).json()).toEqual([{ mediaid: 'alice001' }]);
    expect(await (await h.request('GET', '/watch-history', { headers: bearer(alice.jwt) })).json()).toEqual([
      { mediaid: 'alice001', progress: 0.5 },
    ]);
    // Bob's profile changes touch only Bob.
    await h.request('PATCH', '/auth/user', { headers: bearer(bob.jwt), json: { firstName: 'Bob' } });
    expect((await (await h.request('GET', '/auth/user', { headers: bearer(alice.jwt) })).json()).firstName).toBe('');
  });

  it('refuses a save with the token of an ended sign-in and changes nothing (the save checks the sign-in itself)', async () => {
    const { email, jwt } = await signUp(h);
    const other = await (await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } })).json();
    const otherAuth = { headers: bearer(other.auth.jwt) };
    const save = (token: string, json: object) => h.request('POST', '/watch-history', { headers: bearer(token), json });
    expect((await save(jwt, { mediaid: 'film0001', progress: 0.3 })).status).toBe(200);

    await h.request('POST', '/auth/logout', { headers: bearer(jwt) });
    const afterLogout = await save(jwt, { mediaid: 'film0002', progress: 0.5 });
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    // A finished item would remove its entry: refused too.
    expect((await save(jwt, { mediaid: 'film0001', progress: 0.99 })).status).toBe(401);
    expect(await (await h.request('GET', '/watch-history', otherAuth)).json()).toEqual([
      { mediaid: 'film0001', progress: 0.3 },
    ]);

    // The other sign-in still saves, and a forged token never gets as far as the database.
    expect((await save(other.auth.jwt, { mediaid: 'film0003', progress: 0.4 })).status).toBe(200);
    const [header, payload] = other.auth.jwt.split('.');
    expect((await save(`${header}.${payload}.${'A'.repeat(43)}`, { mediaid: 'film0004', progress: 0.4 })).status).toBe(401);

    const deleted = await h.request('DELETE', '/auth/account', { ...otherAuth, json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect((await save(other.auth.jwt, { mediaid: 'film0005', progress: 0.4 })).status).toBe(401);
  });

  it('needs a signed-in user for every list route', async () => {
    for (const [method, path] of [
      ['GET', '/favorite'],
      ['POST', '/favorite'],
      ['DELETE', '/favorite'],
      ['GET', '/favorite/abcd1234'],
      ['DELETE', '/favorite/abcd1234'],
      ['GET', '/watch-history'],
      ['POST', '/watch-history'],
      ['DELETE', '/watch-history'],
    ] as const) {
      const response = await h.request(method, path, { json: method === 'POST' ? { mediaid: 'abcd1234', progress: 0.5 } : undefined });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});
