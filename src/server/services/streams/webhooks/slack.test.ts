import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { freshSeconds, later, request, without } from './fixtures/request';
import { slack } from './slack';
import { hmacSha256 } from './verify-kit';

const secret = '8f742231b10e8888abcd99yyyzzz85a5';

function delivery(rawBody: string, timestamp = freshSeconds, headers: Record<string, string> = {}) {
  return request(rawBody, {
    'x-slack-request-timestamp': timestamp,
    'x-slack-signature': `v0=${hmacSha256(secret, `v0:${timestamp}:${rawBody}`)}`,
    ...headers,
  });
}

describe('Slack Events API', () => {
  const reaction = fixture('slack/reaction-added.json');

  it('accepts a fresh request signed with the signing secret; the replay id is event_id', () => {
    expect(slack.verify(delivery(reaction), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: 'Ev123ABC456',
    });
  });

  it('matches the signature worked example in Slack’s documentation', () => {
    const body =
      'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';
    expect(`v0=${hmacSha256(secret, `v0:1531420618:${body}`)}`).toBe(
      'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
    );
  });

  it('refuses a wrong signature, a missing timestamp and a missing signature', () => {
    const sent = delivery(reaction);
    expect(slack.verify(delivery(reaction, freshSeconds, { 'x-slack-signature': 'v0=00' }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(
      slack.verify({ ...sent, headers: without(sent.headers, 'x-slack-request-timestamp') }, secret),
    ).toMatchObject({
      reason: 'unsigned',
    });
    expect(
      slack.verify({ ...sent, headers: without(sent.headers, 'x-slack-signature') }, secret),
    ).toMatchObject({
      reason: 'unsigned',
    });
  });

  it('refuses a request timestamped more than five minutes from arrival, either way', () => {
    expect(slack.verify(later(delivery(reaction), 290), secret)).toMatchObject({ kind: 'accepted' });
    expect(slack.verify(later(delivery(reaction), 310), secret)).toEqual({
      kind: 'rejected',
      reason: 'stale',
    });
    expect(slack.verify(later(delivery(reaction), -310), secret)).toMatchObject({ reason: 'stale' });
  });

  it('keeps event_id on a retry, which Slack signs anew with a new timestamp', () => {
    const retry = delivery(reaction, String(Number(freshSeconds) + 1), { 'x-slack-retry-num': '1' });
    expect(slack.verify(retry, secret)).toEqual(slack.verify(delivery(reaction), secret));
  });

  it('answers a signed url_verification with its challenge, and refuses an unsigned one', () => {
    const challenge = fixture('slack/url-verification.json');
    expect(slack.verify(delivery(challenge), secret)).toEqual({
      kind: 'handshake',
      body: { challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' },
    });
    expect(slack.verify(request(challenge, {}), secret)).toMatchObject({ reason: 'unsigned' });
  });

  it('refuses a signed body that is not JSON (slash-command forms are not events) as malformed', () => {
    expect(slack.verify(delivery('command=%2Fhi'), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented reaction_added sample to one row', () => {
    const verdict = slack.verify(delivery(reaction), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(slack.toRows(verdict.events[0])).toEqual([
      {
        event: 'reaction_added',
        id: 'Ev123ABC456',
        actor: 'U123ABC456',
        title: 'slightly_smiling_face',
        state: 'added',
        url: null,
        project: 'C123ABC456',
        created_at: '2009-02-13T23:31:30.000Z',
        updated_at: '2009-02-13T23:31:30.000Z',
      },
    ]);
  });
});
