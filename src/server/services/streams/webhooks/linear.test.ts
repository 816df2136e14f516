import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { later, request, without } from './fixtures/request';
import { linear } from './linear';
import { hmacSha256 } from './verify-kit';

const secret = 'lin_wh_test-secret-linear';

function delivery(rawBody: string, headers: Record<string, string> = {}) {
  return request(rawBody, {
    'linear-event': 'Issue',
    'linear-delivery': '234d1a4e-b617-4388-90fe-adc3633d6b72',
    'linear-signature': hmacSha256(secret, rawBody),
    ...headers,
  });
}

describe('Linear webhooks', () => {
  const issue = fixture('linear/issue-create.json');

  it('accepts a fresh delivery signed with the signing secret and reads Linear-Delivery', () => {
    expect(linear.verify(delivery(issue), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: '234d1a4e-b617-4388-90fe-adc3633d6b72',
    });
  });

  it('refuses a wrong signature, a changed body and a missing signature', () => {
    expect(linear.verify(delivery(issue, { 'linear-signature': 'ab'.repeat(32) }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(
      linear.verify({ ...delivery(issue), rawBody: Buffer.from(issue.replace('Todo', 'Done')) }, secret),
    ).toMatchObject({
      reason: 'bad-signature',
    });
    const sent = delivery(issue);
    expect(
      linear.verify({ ...sent, headers: without(sent.headers, 'linear-signature') }, secret),
    ).toMatchObject({
      reason: 'unsigned',
    });
  });

  it('refuses a delivery whose webhookTimestamp is more than a minute away, and keeps the replay id on a retry', () => {
    // The sample's webhookTimestamp is two seconds before the test's arrival time.
    expect(linear.verify(later(delivery(issue), 57), secret)).toMatchObject({ kind: 'accepted' });
    expect(linear.verify(later(delivery(issue), 59), secret)).toEqual({ kind: 'rejected', reason: 'stale' });
    expect(linear.verify(later(delivery(issue), -120), secret)).toMatchObject({ reason: 'stale' });
    expect(linear.verify(later(delivery(issue), 5), secret)).toEqual(linear.verify(delivery(issue), secret));
  });

  it('refuses a signed body without a type or timestamp as malformed', () => {
    expect(linear.verify(delivery('{"type":"Issue"}'), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented Issue create sample to one row', () => {
    const verdict = linear.verify(delivery(issue), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(linear.toRows(verdict.events[0])).toEqual([
      {
        event: 'Issue.create',
        id: 'ENG-123',
        actor: 'Jane Doe',
        title: 'Login fails with a plus in the e-mail address',
        state: 'Todo',
        url: 'https://linear.app/acme/issue/ENG-123/login-fails-with-a-plus-in-the-e-mail-address',
        project: 'ENG',
        created_at: '2026-11-26T11:59:57.000Z',
        updated_at: '2026-11-26T11:59:57.000Z',
      },
    ]);
  });
});
