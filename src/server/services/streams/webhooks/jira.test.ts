import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { request, without } from './fixtures/request';
import { jira } from './jira';
import { hmacSha256 } from './verify-kit';

const secret = 'test-secret-jira';

function delivery(rawBody: string, headers: Record<string, string> = {}) {
  return request(rawBody, {
    'x-atlassian-webhook-identifier': '1234-5678-abcd',
    'x-atlassian-webhook-flow': 'Primary',
    'x-hub-signature': `sha256=${hmacSha256(secret, rawBody)}`,
    ...headers,
  });
}

describe('Jira webhooks', () => {
  const created = fixture('jira/issue-created.json');

  it('accepts a delivery signed with the secret and reads X-Atlassian-Webhook-Identifier', () => {
    expect(jira.verify(delivery(created), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: '1234-5678-abcd',
    });
  });

  it('refuses a wrong signature, a SHA-1 style header, and an unsigned (secretless) webhook', () => {
    expect(jira.verify(delivery(created, { 'x-hub-signature': 'sha256=beef' }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(
      jira.verify(delivery(created, { 'x-hub-signature': `sha1=${hmacSha256(secret, created)}` }), secret),
    ).toMatchObject({ reason: 'bad-signature' });
    const sent = delivery(created);
    expect(jira.verify({ ...sent, headers: without(sent.headers, 'x-hub-signature') }, secret)).toMatchObject(
      {
        reason: 'unsigned',
      },
    );
  });

  it('has no freshness window (Jira signs no time); a retry keeps the identifier', () => {
    const retry = { ...delivery(created), receivedAt: new Date('2027-01-01T00:00:00Z') };
    expect(jira.verify(retry, secret)).toEqual(jira.verify(delivery(created), secret));
  });

  it('refuses a signed body without webhookEvent as malformed', () => {
    expect(jira.verify(delivery('{"timestamp":1}'), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented jira:issue_created sample to one row', () => {
    const verdict = jira.verify(delivery(created), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(jira.toRows(verdict.events[0])).toEqual([
      {
        event: 'jira:issue_created',
        id: 'ED-1',
        actor: 'Mia Krystof',
        title: 'Main order flow broken',
        state: 'To Do',
        url: 'https://your-domain.atlassian.net/rest/api/2/issue/10002',
        project: 'ED',
        created_at: '2020-11-27T12:33:56.123+1100',
        updated_at: '2020-11-27T12:33:56.123+1100',
      },
    ]);
  });
});
