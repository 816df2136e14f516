import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { request, without } from './fixtures/request';
import { gitlab } from './gitlab';

const secret = 'test-secret-gitlab';

function delivery(rawBody: string, headers: Record<string, string> = {}) {
  return request(rawBody, {
    'x-gitlab-event': 'Issue Hook',
    'x-gitlab-token': secret,
    'idempotency-key': 'f1e7bd3a-1c3e-4b1e-9bb8-1a0b5c9ef001',
    'x-gitlab-event-uuid': '13792a34-cac6-4fda-95a8-c58e00a3954e',
    ...headers,
  });
}

describe('GitLab webhooks', () => {
  const issue = fixture('gitlab/issue-open.json');

  it('accepts the secret token and reads the Idempotency-Key, else the event UUID, as the replay id', () => {
    expect(gitlab.verify(delivery(issue), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: 'f1e7bd3a-1c3e-4b1e-9bb8-1a0b5c9ef001',
    });
    const older = delivery(issue);
    expect(
      gitlab.verify({ ...older, headers: without(older.headers, 'idempotency-key') }, secret),
    ).toMatchObject({
      deliveryId: '13792a34-cac6-4fda-95a8-c58e00a3954e',
    });
  });

  it('refuses a wrong or missing token, one of another length, and an empty secret', () => {
    expect(gitlab.verify(delivery(issue, { 'x-gitlab-token': 'test-secret-gitlaB' }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(gitlab.verify(delivery(issue, { 'x-gitlab-token': 'x' }), secret)).toMatchObject({
      reason: 'bad-signature',
    });
    const sent = delivery(issue);
    expect(
      gitlab.verify({ ...sent, headers: without(sent.headers, 'x-gitlab-token') }, secret),
    ).toMatchObject({
      reason: 'unsigned',
    });
    expect(gitlab.verify(delivery(issue, { 'x-gitlab-token': '' }), '')).toMatchObject({
      reason: 'unsigned',
    });
  });

  it('has no freshness window (GitLab sends no time); a retry keeps its replay id', () => {
    const first = gitlab.verify(delivery(issue), secret);
    const retry = gitlab.verify({ ...delivery(issue), receivedAt: new Date('2027-06-01T00:00:00Z') }, secret);
    expect(retry).toEqual(first);
  });

  it('refuses a body that is not an event as malformed', () => {
    expect(gitlab.verify(delivery('{"no":"kind"}'), secret)).toMatchObject({ reason: 'malformed' });
    expect(gitlab.verify(delivery('['), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented issue and push samples to one row each', () => {
    const opened = gitlab.verify(delivery(issue), secret);
    const push = gitlab.verify(
      delivery(fixture('gitlab/push.json'), { 'x-gitlab-event': 'Push Hook' }),
      secret,
    );
    if (opened.kind !== 'accepted' || push.kind !== 'accepted') throw new Error('not accepted');
    expect([...gitlab.toRows(opened.events[0]), ...gitlab.toRows(push.events[0])]).toEqual([
      {
        event: 'issue.open',
        id: 23,
        actor: 'root',
        title: 'New API: create/update/delete file',
        state: 'opened',
        url: 'http://example.com/diaspora/issues/23',
        project: 'gitlabhq/gitlab-test',
        created_at: '2013-12-03T17:15:43Z',
        updated_at: '2013-12-03T17:15:43Z',
      },
      {
        event: 'push',
        id: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
        actor: 'jsmith',
        title: 'Update Catalan translation to e38cb41.',
        state: 'refs/heads/master',
        url: 'http://example.com/mike/diaspora/commit/b6568db1bc1dcd7f8b4d5a946b0b91f9dacd7327',
        project: 'mike/diaspora',
        created_at: '2011-12-12T14:27:31+02:00',
        updated_at: '2011-12-12T14:27:31+02:00',
      },
    ]);
  });
});
