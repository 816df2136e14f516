import { expect, it } from 'vitest';
import { describeOnEachDatabase, jsonRequest, testOrigin } from '../test/test-app';

const german = { 'accept-language': 'de-DE,de;q=0.9' };

/** The API's own refusals (not a screen's) follow the request's language like every other message. */
describeOnEachDatabase("the API's own refusals, asked in German", (context) => {
  const refusal = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { error: { message: string } }).error.message,
  });

  it('a caller who is not signed in, an unknown endpoint and a body far too large', async () => {
    const { app } = context();
    expect(await refusal(await app.request('/api/profile', { headers: german }))).toEqual({
      status: 401,
      message: 'Melde dich an, um fortzufahren.',
    });
    expect(await refusal(await app.request('/api/nothing-here', { headers: german }))).toEqual({
      status: 404,
      message: 'Diesen API-Endpunkt gibt es nicht.',
    });
    const huge = await app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'x'.repeat(300_000) }, german),
    );
    expect(await refusal(huge)).toEqual({ status: 413, message: 'Der Inhalt der Anfrage ist zu groß.' });
  });

  it('a request from another site, a body that is not JSON, and English when no language is asked for', async () => {
    const { app } = context();
    const foreign = await app.request(
      '/api/feedback',
      jsonRequest('POST', { message: 'hi' }, { ...german, origin: 'https://evil.example' }),
    );
    expect(await refusal(foreign)).toEqual({
      status: 403,
      message: 'Anfragen von anderen Websites sind nicht erlaubt.',
    });
    const broken = await app.request('/api/feedback', jsonRequest('POST', '{', german));
    expect(await refusal(broken)).toEqual({
      status: 400,
      message: 'Der Inhalt der Anfrage muss gültiges JSON sein.',
    });
    expect(await refusal(await app.request('/api/profile'))).toEqual({
      status: 401,
      message: 'Sign in to continue.',
    });
  });

  it('a client that hangs up mid-body', async () => {
    const cutShort = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"message":"hal'));
        controller.error(new Error('the client hung up'));
      },
    });
    const response = await context().app.request('/api/feedback', {
      method: 'POST',
      body: cutShort,
      headers: { ...german, origin: testOrigin, 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(response)).toEqual({ status: 400, message: 'Die Anfrage wurde abgebrochen.' });
  });
});
