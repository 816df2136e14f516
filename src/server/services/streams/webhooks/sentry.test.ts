import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { request, without } from './fixtures/request';
import { sentry } from './sentry';
import { hmacSha256 } from './verify-kit';

const secret = 'test-client-secret-sentry';

function delivery(rawBody: string, headers: Record<string, string> = {}) {
  return request(rawBody, {
    'request-id': 'c2c5a8a4-9d7e-4f5e-8b1a-4a9e1f0b2c3d',
    'sentry-hook-resource': 'issue',
    'sentry-hook-timestamp': '1795694398',
    'sentry-hook-signature': hmacSha256(secret, rawBody),
    ...headers,
  });
}

describe('Sentry webhooks', () => {
  const issue = fixture('sentry/issue-created.json');

  it('accepts a delivery signed with the client secret and reads Request-ID', () => {
    expect(sentry.verify(delivery(issue), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: 'c2c5a8a4-9d7e-4f5e-8b1a-4a9e1f0b2c3d',
    });
  });

  it('refuses a wrong or missing signature', () => {
    expect(sentry.verify(delivery(issue, { 'sentry-hook-signature': '0'.repeat(64) }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    const sent = delivery(issue);
    expect(
      sentry.verify({ ...sent, headers: without(sent.headers, 'sentry-hook-signature') }, secret),
    ).toMatchObject({
      reason: 'unsigned',
    });
  });

  it('applies no freshness window (Sentry signs no time); a redelivery keeps Request-ID', () => {
    const retry = { ...delivery(issue), receivedAt: new Date('2027-01-01T00:00:00Z') };
    expect(sentry.verify(retry, secret)).toEqual(sentry.verify(delivery(issue), secret));
  });

  it('refuses a signed delivery without its resource header as malformed', () => {
    const sent = delivery(issue);
    expect(
      sentry.verify({ ...sent, headers: without(sent.headers, 'sentry-hook-resource') }, secret),
    ).toMatchObject({
      reason: 'malformed',
    });
  });

  it('maps the documented issue.created sample to one row', () => {
    const verdict = sentry.verify(delivery(issue), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(sentry.toRows(verdict.events[0])).toEqual([
      {
        event: 'issue.created',
        id: 'FRONT-REACT-7',
        actor: 'Sentry',
        title: 'ReferenceError: blooopy is not defined',
        state: 'unresolved',
        url: 'https://sentry.io/organizations/test-org/issues/1170820242/',
        project: 'front-end',
        created_at: '2019-08-19T20:58:37.391000Z',
        updated_at: '2019-08-19T20:58:37.391000Z',
      },
    ]);
  });
});
