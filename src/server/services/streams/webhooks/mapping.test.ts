import { describe, expect, it } from 'vitest';
import { mapEvent, rowsFrom, streamColumns, type MappingTable } from './mapping';
import { maxPushCellLength } from '../../../../shared/data-streams';
import { checkRows } from '../rows';
import { deliveryReceipt, maxKeptDeliveryIdLength, safeEqual } from './verify-kit';

const table: MappingTable = {
  common: {
    id: 'thing.id',
    title: ['thing.name', { text: 'untitled' }],
    created_at: { path: 'at', time: 'epoch' },
  },
  byType: {
    thing: { url: { template: 'https://example.test/{thing.id}/{thing.slug}' } },
    'thing.special': { state: { text: 'special' } },
  },
};

describe('mapping tables', () => {
  it('writes every column, null where the event has no value, in the table’s order of preference', () => {
    const row = mapEvent(table, { type: 'thing.made', payload: { thing: { id: 7 }, at: 1_700_000_000 } });
    expect(Object.keys(row)).toEqual([...streamColumns]);
    expect(row).toMatchObject({ event: 'thing.made', id: 7, title: 'untitled', url: null, state: null });
    expect(row.created_at).toBe('2023-11-14T22:13:20.000Z');
  });

  it('uses the exact type before its family, and fills templates with encoded values', () => {
    const payload = { thing: { id: 'a b', slug: 'x/y', name: 'N' } };
    expect(mapEvent(table, { type: 'thing.special', payload })).toMatchObject({
      state: 'special',
      url: null,
    });
    expect(mapEvent(table, { type: 'thing.other', payload })).toMatchObject({
      title: 'N',
      url: 'https://example.test/a%20b/x%2Fy',
    });
  });

  it('never leaves half of a surrogate pair: a cut inside one or a lone escape becomes U+FFFD', () => {
    const title = 'x'.repeat(maxPushCellLength - 1) + '😀';
    const cut = mapEvent(table, { type: 'thing', payload: { thing: { name: title } } });
    expect(cut.title).toBe('x'.repeat(maxPushCellLength - 1) + '\uFFFD');
    const lone = mapEvent(table, {
      type: 'thing',
      payload: JSON.parse('{"thing":{"name":"a\\ud83d b \\ude00"}}'),
    });
    expect(lone.title).toBe('a\uFFFD b \uFFFD');
    const pair = mapEvent(table, { type: 'thing', payload: { thing: { name: 'ok 😀' } } });
    expect(pair.title).toBe('ok 😀');
    // In a URL template too (encodeURIComponent throws on it): the event is not lost.
    const url = mapEvent(table, { type: 'thing', payload: { thing: { id: 'a\ud83d', slug: 's' } } });
    expect(url.url).toBe('https://example.test/a%EF%BF%BD/s');
  });

  it('keeps a short, storable delivery id as its receipt; any other as a digest no kept id can equal', () => {
    expect(deliveryReceipt('a'.repeat(maxKeptDeliveryIdLength))).toBe(
      `hook:${'a'.repeat(maxKeptDeliveryIdLength)}`,
    );
    const digest = /^hook-sha256:[0-9a-f]{64}$/;
    expect(deliveryReceipt('a'.repeat(maxKeptDeliveryIdLength + 1))).toMatch(digest);
    expect(deliveryReceipt('bad\u0000')).toMatch(digest);
    expect(deliveryReceipt('x\ud83d')).toMatch(digest);
    expect(deliveryReceipt('x\ud83d')).not.toBe(deliveryReceipt('x\ud83e'));
    // An id that reads like a digest stays itself.
    expect(deliveryReceipt(`sha256:${'a'.repeat(64)}`)).toBe(`hook:sha256:${'a'.repeat(64)}`);
  });

  it('reads only own properties: inherited names and prototype paths give nothing', () => {
    const row = mapEvent(table, { type: 'constructor', payload: { thing: {} } });
    expect(row).toMatchObject({ event: 'constructor', id: null, url: null });
    expect(
      mapEvent({ common: { id: '__proto__.toString' }, byType: {} }, { type: 't', payload: {} }).id,
    ).toBeNull();
  });

  it('drops NUL from a service’s text and cuts a cell to the longest a row may hold, so the event still lands', () => {
    const long = 'x'.repeat(maxPushCellLength + 50);
    const row = mapEvent(table, {
      type: 'thing.\u0000made',
      payload: { thing: { id: 'a\u0000b', name: long } },
    });
    expect(row).toMatchObject({ event: 'thing.made', id: 'ab', title: 'x'.repeat(maxPushCellLength) });
    expect(checkRows([row]).refused).toEqual([]);
  });

  it('makes no row from something that is not an event', () => {
    expect(rowsFrom(table, null)).toEqual([]);
    expect(rowsFrom(table, { type: 1, payload: {} })).toEqual([]);
    expect(rowsFrom(table, { type: 't', payload: 'x' })).toEqual([]);
  });
});

describe('safeEqual', () => {
  it('compares whatever the lengths without throwing', () => {
    expect(safeEqual('secret', 'secret')).toBe(true);
    expect(safeEqual('secret', 'secreT')).toBe(false);
    expect(safeEqual('s', 'secret')).toBe(false);
    expect(safeEqual('', 'secret')).toBe(false);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });
});
