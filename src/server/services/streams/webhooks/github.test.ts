import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { github } from './github';
import { hmacSha256 } from './verify-kit';

const secret = 'test-secret-github';
const receivedAt = new Date('2026-11-26T12:00:00Z');

function delivery(name: string, rawBody: string | Buffer, overrides: Record<string, string> = {}) {
  return {
    headers: {
      'x-github-event': name,
      'x-github-delivery': '72d3162e-cc78-11e3-81ab-4c9367dc0958',
      'x-hub-signature-256': `sha256=${hmacSha256(secret, rawBody)}`,
      ...overrides,
    },
    rawBody: Buffer.from(rawBody),
    url: 'https://tessera.test/api/hooks/s1',
    receivedAt,
  };
}

describe('GitHub webhooks', () => {
  const issue = fixture('github/issues-opened.json');

  it('accepts a delivery signed with the secret and reads its delivery id', () => {
    const verdict = github.verify(delivery('issues', issue), secret);
    expect(verdict).toMatchObject({ kind: 'accepted', deliveryId: '72d3162e-cc78-11e3-81ab-4c9367dc0958' });
  });

  it('refuses a wrong signature, a changed body, a missing signature and an empty secret', () => {
    expect(github.verify(delivery('issues', issue, { 'x-hub-signature-256': 'sha256=00' }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    const signed = delivery('issues', issue);
    expect(
      github.verify({ ...signed, rawBody: Buffer.from(issue.replace('opened', 'closed')) }, secret),
    ).toMatchObject({
      reason: 'bad-signature',
    });
    const { 'x-hub-signature-256': _, ...unsigned } = signed.headers;
    expect(github.verify({ ...signed, headers: unsigned }, secret)).toMatchObject({ reason: 'unsigned' });
    expect(github.verify(delivery('issues', issue), '')).toMatchObject({ reason: 'bad-signature' });
  });

  it('has no freshness window (GitHub signs no time), so a redelivery keeps the same delivery id', () => {
    const later = { ...delivery('issues', issue), receivedAt: new Date('2027-01-01T00:00:00Z') };
    const first = github.verify(delivery('issues', issue), secret);
    const again = github.verify(later, secret);
    expect(again).toMatchObject({ kind: 'accepted' });
    expect(
      again.kind === 'accepted' && first.kind === 'accepted' && again.deliveryId === first.deliveryId,
    ).toBe(true);
  });

  it('answers the ping sent when the hook is created and stores nothing', () => {
    expect(github.verify(delivery('ping', fixture('github/ping.json')), secret)).toEqual({
      kind: 'handshake',
      body: { ok: true },
    });
  });

  it('refuses a signed body that is not JSON as malformed', () => {
    expect(github.verify(delivery('issues', 'not json'), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented issues.opened and push samples to one row each', () => {
    const verdict = github.verify(delivery('issues', issue), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(verdict.events.flatMap((event) => github.toRows(event))).toEqual([
      {
        event: 'issues.opened',
        id: 1,
        actor: 'Codertocat',
        title: 'Spelling error in the README file',
        state: 'open',
        url: 'https://github.com/Codertocat/Hello-World/issues/1',
        project: 'Codertocat/Hello-World',
        created_at: '2019-05-15T15:20:18Z',
        updated_at: '2019-05-15T15:20:18Z',
      },
    ]);
    const push = github.verify(delivery('push', fixture('github/push.json')), secret);
    if (push.kind !== 'accepted') throw new Error(push.kind);
    expect(github.toRows(push.events[0])).toEqual([
      {
        event: 'push',
        id: '0000000000000000000000000000000000000000',
        actor: 'Codertocat',
        title: null,
        state: 'refs/tags/simple-tag',
        url: 'https://github.com/Codertocat/Hello-World/compare/6113728f27ae...000000000000',
        project: 'Codertocat/Hello-World',
        created_at: null,
        updated_at: null,
      },
    ]);
  });
});
