/**
 * Signatures are checked over the bytes a service sent, not over text decoded from them: a body that starts with a
 * BOM or carries a byte that is not UTF-8 still verifies when it was signed over those bytes (review finding L3).
 */
import { describe, expect, it } from 'vitest';
import { freshSeconds, request } from './fixtures/request';
import { github } from './github';
import { linear } from './linear';
import { notion } from './notion';
import { slack } from './slack';
import { zoom } from './zoom';
import { bodyDigest, hmacSha256, parseObject } from './verify-kit';

const secret = 'raw-bytes-secret';
const bom = Buffer.from([0xef, 0xbb, 0xbf]);
/** A BOM, then `json` with its NUL replaced by the byte 0xff: not UTF-8, and decoding it would change it. */
const withBadByte = (json: string) => {
  const [before, after] = json.split('\u0000') as [string, string];
  return Buffer.concat([bom, Buffer.from(before, 'utf8'), Buffer.from([0xff]), Buffer.from(after, 'utf8')]);
};

describe('webhook signatures over raw bytes', () => {
  it('hashes bytes as they are: a decoded-and-re-encoded body would sign differently', () => {
    const raw = withBadByte('{"a":"\u0000"}');
    const reencoded = Buffer.from(new TextDecoder().decode(raw), 'utf8');
    expect(hmacSha256(secret, raw)).not.toBe(hmacSha256(secret, reencoded));
    expect(bodyDigest(raw)).not.toBe(bodyDigest(reencoded));
    expect(parseObject(raw)).toEqual({ a: '\uFFFD' });
  });

  it('GitHub, Linear and Notion verify a body with a BOM and invalid UTF-8 signed over its bytes', () => {
    const raw = withBadByte(
      '{"action":"create","type":"Issue","id":"e1","webhookTimestamp":' +
        String(Number(freshSeconds) * 1000) +
        ',"data":{"title":"\u0000"}}',
    );
    const signature = hmacSha256(secret, raw);
    expect(
      github.verify(
        request(raw, {
          'x-github-event': 'issues',
          'x-github-delivery': 'd1',
          'x-hub-signature-256': `sha256=${signature}`,
        }),
        secret,
      ),
    ).toMatchObject({ kind: 'accepted', deliveryId: 'd1' });
    expect(linear.verify(request(raw, { 'linear-signature': signature }), secret)).toMatchObject({
      kind: 'accepted',
    });
    expect(
      notion.verify(request(raw, { 'x-notion-signature': `sha256=${signature}` }), secret),
    ).toMatchObject({ kind: 'accepted', deliveryId: 'e1' });
  });

  it('Slack and Zoom verify `v0:<timestamp>:<raw bytes>`', () => {
    const slackBody = withBadByte(
      '{"type":"event_callback","event_id":"Ev1","event":{"type":"message","text":"\u0000"}}',
    );
    expect(
      slack.verify(
        request(slackBody, {
          'x-slack-request-timestamp': freshSeconds,
          'x-slack-signature': `v0=${hmacSha256(secret, [`v0:${freshSeconds}:`, slackBody])}`,
        }),
        secret,
      ),
    ).toMatchObject({ kind: 'accepted', deliveryId: 'Ev1' });
    const zoomBody = withBadByte('{"event":"meeting.started","payload":{"object":{"topic":"\u0000"}}}');
    expect(
      zoom.verify(
        request(zoomBody, {
          'x-zm-request-timestamp': freshSeconds,
          'x-zm-signature': `v0=${hmacSha256(secret, [`v0:${freshSeconds}:`, zoomBody])}`,
        }),
        secret,
      ),
    ).toMatchObject({ kind: 'accepted', deliveryId: bodyDigest(zoomBody) });
  });
});
