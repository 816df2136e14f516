import fc from 'fast-check';
import { desc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { feedbackMaxLength } from '../../shared/limits';
import { feedback } from '../db/schema/index';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';

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
});
