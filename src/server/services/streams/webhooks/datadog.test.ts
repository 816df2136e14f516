import { describe, expect, it } from 'vitest';
import { datadog } from './datadog';
import { fixture } from './fixtures/load';
import { request } from './fixtures/request';

const secret = 'test-token-datadog';

describe('Datadog webhooks', () => {
  const triggered = fixture('datadog/monitor-triggered.json');
  const delivery = (rawBody: string, token = secret) => request(rawBody, { 'x-tessera-token': token });

  it('accepts the custom header token; the replay id is the event $ID', () => {
    expect(datadog.verify(delivery(triggered), secret)).toMatchObject({
      kind: 'accepted',
      deliveryId: 'event:2340932203519283746',
    });
  });

  it('refuses a wrong token, a missing one, and an empty secret', () => {
    expect(datadog.verify(delivery(triggered, 'test-token-datadoG'), secret)).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(datadog.verify(request(triggered, {}), secret)).toMatchObject({ reason: 'unsigned' });
    expect(datadog.verify(delivery(triggered), '')).toMatchObject({ reason: 'bad-signature' });
  });

  it('has no freshness window (Datadog signs no time); a retry keeps the replay id', () => {
    const retry = { ...delivery(triggered), receivedAt: new Date('2027-01-01T00:00:00Z') };
    expect(datadog.verify(retry, secret)).toEqual(datadog.verify(delivery(triggered), secret));
  });

  it('refuses a body that is not a JSON object as malformed', () => {
    expect(datadog.verify(delivery('[]'), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the default payload of a triggered monitor to one row', () => {
    const verdict = datadog.verify(delivery(triggered), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    expect(datadog.toRows(verdict.events[0])).toEqual([
      {
        event: 'query_alert_monitor',
        id: '1234567',
        actor: 'Acme',
        title: '[Triggered] High CPU on web-01',
        state: 'Triggered',
        url: 'https://app.datadoghq.com/event/event?id=2340932203519283746',
        project: 'host:web-01',
        created_at: '2014-07-29T19:37:52.000Z',
        updated_at: '2014-07-29T19:37:52.000Z',
      },
    ]);
  });
});
