import { describe, expect, it } from 'vitest';
import { figma } from './figma';
import { fixture } from './fixtures/load';
import { request } from './fixtures/request';
import { maxHookJsonDepth, parseObject } from './verify-kit';

const secret = 'test-passcode-figma';

describe('Figma webhooks', () => {
  const update = fixture('figma/file-update.json');

  it('accepts a body carrying the passcode; the replay id is a digest of the body', () => {
    const verdict = figma.verify(request(update, {}), secret);
    expect(verdict).toMatchObject({
      kind: 'accepted',
      deliveryId: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
  });

  it('refuses a wrong passcode, a missing one, and an empty secret', () => {
    expect(figma.verify(request(update, {}), 'test-passcode-figmA')).toEqual({
      kind: 'rejected',
      reason: 'bad-signature',
    });
    expect(
      figma.verify(request(update.replace('"passcode": "test-passcode-figma",', ''), {}), secret),
    ).toMatchObject({
      reason: 'unsigned',
    });
    expect(figma.verify(request(update, {}), '')).toMatchObject({ reason: 'bad-signature' });
  });

  it('refuses a body nested deeper than a payload nests before parsing it: its passcode is inside, unchecked yet', () => {
    // Arrays `levels` deep, inside the payload's own object: `levels + 1` in all.
    const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const deepest = update.replace('"event_type":', `"deep": ${nested(maxHookJsonDepth - 1)}, "event_type":`);
    expect(parseObject(deepest)).toMatchObject({ event_type: 'FILE_UPDATE' });
    expect(figma.verify(request(deepest, {}), secret)).toMatchObject({ kind: 'accepted' });
    const deeper = update.replace('"event_type":', `"deep": ${nested(maxHookJsonDepth)}, "event_type":`);
    expect(parseObject(deeper)).toBeNull();
    expect(figma.verify(request(deeper, {}), secret)).toEqual({ kind: 'rejected', reason: 'malformed' });
    // A megabyte of brackets, the most a delivery may be: refused as it is read, never parsed.
    expect(parseObject(`{"a":${nested(500_000)}}`)).toBeNull();
    // Brackets inside strings are text, however many.
    expect(parseObject(`{"a":"${'['.repeat(1000)}"}`)).toEqual({ a: '['.repeat(1000) });
  });

  it('has no freshness window (Figma signs no time); the same delivery again has the same replay id', () => {
    const first = figma.verify(request(update, {}), secret);
    const again = figma.verify(
      { ...request(update, {}), receivedAt: new Date('2027-01-01T00:00:00Z') },
      secret,
    );
    expect(again).toEqual(first);
  });

  it('answers the PING sent when the webhook is created and stores nothing', () => {
    expect(figma.verify(request(fixture('figma/ping.json'), {}), secret)).toEqual({
      kind: 'handshake',
      body: {},
    });
  });

  it('refuses a body that is not JSON as malformed', () => {
    expect(figma.verify(request('passcode=1', {}), secret)).toMatchObject({ reason: 'malformed' });
  });

  it('maps the documented FILE_UPDATE sample to one row, without the passcode', () => {
    const verdict = figma.verify(request(update, {}), secret);
    if (verdict.kind !== 'accepted') throw new Error(verdict.kind);
    const rows = figma.toRows(verdict.events[0]);
    expect(rows).toEqual([
      {
        event: 'FILE_UPDATE',
        id: 'CL06nJNn5eZLQKDoARMND5',
        actor: null,
        title: 'Developer page mockup demo',
        state: 'updated',
        url: 'https://www.figma.com/file/CL06nJNn5eZLQKDoARMND5',
        project: '22',
        created_at: '2020-02-23T20:27:16Z',
        updated_at: '2020-02-23T20:27:16Z',
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(verdict.events)).not.toContain(secret);
  });
});
