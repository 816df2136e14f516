import fc from 'fast-check';
import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { feedbackMaxLength } from '../../shared/limits';
import { feedback } from '../db/schema/index';
import { limitRules } from '../lib/limits';
import { signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, fromPeer, jsonRequest } from '../test/test-app';

describeOnEachDatabase('POST /api/feedback', (context) => {
  it('stores the trimmed message and answers 201', async () => {
    const { app, database } = context();
    const response = await app.request(
      '/api/feedback',
      jsonRequest('POST', { message: '  Love the dark theme  ' }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { feedback: { id: string } };
    const [row] = await database.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(1);
    expect(row).toMatchObject({ id: body.feedback.id, message: 'Love the dark theme' });
  });

  it.each([
    ['an empty message', { message: '' }],
    ['a whitespace-only message', { message: ' \n\t ' }],
    ['a message over the limit', { message: 'x'.repeat(feedbackMaxLength + 1) }],
    ['a missing message', {}],
    ['a message of the wrong type', { message: 42 }],
    ['a JSON array', []],
  ])('refuses %s with a 400 and stores nothing', async (_, body) => {
    const { app, database } = context();
    const before = await database.db.$count(feedback);
    const response = await app.request('/api/feedback', jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'invalid_input', message: expect.any(String) },
    });
    expect(await database.db.$count(feedback)).toBe(before);
  });

  it('answers 400, never 500, to a body that is not JSON', async () => {
    const response = await context().app.request('/api/feedback', jsonRequest('POST', '{"message": '));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body must be valid JSON.' },
    });
  });

  it('answers every arbitrary body with a 201 or a 400', async () => {
    const { app } = context();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string()), async (body) => {
        const response = await app.request('/api/feedback', jsonRequest('POST', body));
        expect([201, 400]).toContain(response.status);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a request from a foreign origin', async () => {
    const response = await context().app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'hi' }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });

  it('accepts a request from its own origin', async () => {
    const { app, env } = context();
    const response = await app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'hi' }, { origin: env.APP_URL }),
    );
    expect(response.status).toBe(201);
  });

  it('stores who sent it when signed in, and nobody otherwise', async () => {
    const { app, database } = context();
    const { response, cookie } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    const signedIn = await app.request(
      '/api/feedback',
      withCookie(cookie, jsonRequest('POST', { message: 'from me' })),
    );
    const anonymous = await app.request('/api/feedback', jsonRequest('POST', { message: 'from nobody' }));
    const rows = await database.db.select().from(feedback);
    const idOf = async (r: Response) => ((await r.json()) as { feedback: { id: string } }).feedback.id;
    const [mine, theirs] = [await idOf(signedIn), await idOf(anonymous)];
    expect(rows.find((row) => row.id === mine)?.userId).toBe(user.id);
    expect(rows.find((row) => row.id === theirs)?.userId).toBeNull();
  });

  it('limits anonymous posts per address, and a signed-in sender per account across addresses', async () => {
    const { app } = context();
    const post = (address: string, cookie = '') =>
      app.request(
        '/api/feedback',
        withCookie(cookie, jsonRequest('POST', { message: 'again' })),
        fromPeer(address),
      );
    for (let i = 0; i < limitRules.feedbackByAddress.points; i++)
      expect((await post('203.0.113.40')).status).toBe(201);
    const refused = await post('203.0.113.40');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();

    const { cookie } = await signUp(context());
    for (let i = 0; i < limitRules.feedbackByAccount.points; i++) {
      expect((await post(`198.51.100.${i + 1}`, cookie)).status).toBe(201);
    }
    expect((await post('198.51.100.200', cookie)).status).toBe(429);
  });
});
