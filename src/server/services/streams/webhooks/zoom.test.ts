import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { freshSeconds, later, request, without } from './fixtures/request';
import { hmacSha256 } from './verify-kit';
import { zoom } from './zoom';

const secret = 'test-secret-token-zoom';

function delivery(rawBody: string, timestamp = freshSeconds, headers: Record<string, string> = {}) {
  return request(rawBody, {
    'x-zm-request-timestamp': timestamp,
    'x-zm-signature': `v0=${hmacSha256(secret, `v0:${timestamp}:${rawBody}`)}`,
    ...headers,
  });
}

describe('Zoom webhooks', () => {
  const started = fixture('zoom/meeting-started.json');

  it('accepts a fresh event signed with the secret token', () => {
    expect(zoom.verify(delivery(started), secret)).toMatchObject({ kind: 'accepted' });
  });

  it('refuses a wrong signature and a missing one', () => {
    expect(zoom.verify(delivery(started, freshSeconds, { 'x-zm-signature': 'v0=1' }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    const sent = delivery(started);
    expect(zoom.verify({ ...sent, headers: without(sent.headers, 'x-zm-signature') }, secret)).toMatchObject({
      reason: 'unsigned',
    });
  });

  it('refuses an event timestamped more than five minutes from arrival', () => {
    expect(zoom.verify(later(delivery(started), 310), secret)).toEqual({ kind: 'rejected', reason: 'stale' });
  });

  it('gives a retry (same body, new timestamp and signature) the same replay id', () => {
    const first = zoom.verify(delivery(started), secret);
    const retry = zoom.verify(delivery(started, String(Number(freshSeconds) + 30)), secret);
    expect(
      retry.kind === 'accepted' && first.kind === 'accepted' && retry.deliveryId === first.deliveryId,
    ).toBe(true);
    const other = zoom.verify(delivery(started.replace('My Personal', 'Another')), secret);
    expect(
      other.kind === 'accepted' && first.kind === 'accepted' && other.deliveryId !== first.deliveryId,
    ).toBe(true);
  });

  it('answers endpoint.url_validation with the plain token and its HMAC, only when signed and well formed', () => {
    const validation = fixture('zoom/url-validation.json');
    expect(zoom.verify(delivery(validation), secret)).toEqual({
      kind: 'handshake',
      body: {
        plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
        encryptedToken: hmacSha256(secret, 'qgg8vlvZRS6UYooatFL8Aw'),
      },
    });
    expect(zoom.verify(request(validation, {}), secret)).toMatchObject({ reason: 'unsigned' });
    const oracle = validation.replace('qgg8vlvZRS6UYooatFL8Aw', 'v0:1795694398:{}');
    expect(zoom.verify(delivery(oracle), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented meeting.started sample to one row', () => {
    const verdict = zoom.verify(delivery(started), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(zoom.toRows(verdict.events[0])).toEqual([
      {
        event: 'meeting.started',
        id: '4444AAAiAAAAAiAiAiiAii==',
        actor: 'x1yCzABCDEfg23HiJKl4mN',
        title: 'My Personal Meeting',
        state: 'started',
        url: null,
        project: 'AAAAAABBBB',
        created_at: '2021-07-13T21:44:51Z',
        updated_at: '2021-07-14T02:44:51.572Z',
      },
    ]);
  });
});
