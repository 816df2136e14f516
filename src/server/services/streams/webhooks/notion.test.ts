import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/load';
import { request } from './fixtures/request';
import { notion } from './notion';
import { hmacSha256 } from './verify-kit';

const secret = 'secret_tMrlL1qK5vuQAh1b6cZGhFChZTSYJlce98V0pYn7yBl';

function delivery(rawBody: string, headers: Record<string, string> = {}) {
  return request(rawBody, { 'x-notion-signature': `sha256=${hmacSha256(secret, rawBody)}`, ...headers });
}

describe('Notion webhooks', () => {
  const created = fixture('notion/page-created.json');

  it('captures the verification token while the stream has no secret, and never replaces one', () => {
    const verification = request(fixture('notion/verification.json'), {});
    expect(notion.verify(verification, '')).toEqual({ kind: 'handshake', body: {}, capturedSecret: secret });
    expect(notion.verify(verification, 'secret_already-verified')).toEqual({
      kind: 'rejected',
      reason: 'unsigned',
    });
    expect(notion.verify(request('{"verification_token":"x","type":"page.created"}', {}), '')).toMatchObject({
      reason: 'unsigned',
    });
  });

  it('accepts an event signed with the token; the replay id is the event id', () => {
    expect(notion.verify(delivery(created), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: '367cba44-b6f3-4c92-81e7-6a2e9659efd4',
    });
  });

  it('refuses a wrong signature, an unsigned event, and any signed event before a token is captured', () => {
    expect(notion.verify(delivery(created, { 'x-notion-signature': 'sha256=00' }), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(notion.verify(request(created, {}), secret)).toMatchObject({ reason: 'unsigned' });
    expect(notion.verify(delivery(created), '')).toMatchObject({ reason: 'bad-signature' });
  });

  it('has no freshness window (Notion documents none); a retry with the same id is recognised', () => {
    const retry = created.replace('"attempt_number": 1', '"attempt_number": 2');
    const first = notion.verify(delivery(created), secret);
    const again = notion.verify({ ...delivery(retry), receivedAt: new Date('2027-01-01T00:00:00Z') }, secret);
    expect(
      again.kind === 'accepted' && first.kind === 'accepted' && again.deliveryId === first.deliveryId,
    ).toBe(true);
  });

  it('maps the documented page.created sample to one row', () => {
    const verdict = notion.verify(delivery(created), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(notion.toRows(verdict.events[0])).toEqual([
      {
        event: 'page.created',
        id: '153104cd-477e-809d-8dc4-ff2d96ae3090',
        actor: 'c7c11cca-1d73-471d-9b6e-bdef51470190',
        title: 'space',
        state: 'page',
        url: null,
        project: 'Quantify Labs',
        created_at: '2024-12-05T23:55:34.285Z',
        updated_at: '2024-12-05T23:55:34.285Z',
      },
    ]);
  });
});
