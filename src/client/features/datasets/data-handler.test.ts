import { describe, expect, it, vi } from 'vitest';
import { analyseBytes } from '@/shared/data/analyse';
import { handleReadRequest, type InsightsLoader } from './data-handler';
import type { ReadMessage, ReadRequest } from './data-messages';
import { unpackTable } from './packed-table';

/** The insights engine's chunk that cannot be fetched (a dropped connection, or a deploy that replaced it). */
const unreachableChunk = () =>
  vi.fn<InsightsLoader>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

const read = async (request: ReadRequest, loadInsights: InsightsLoader) => {
  const messages: ReadMessage[] = [];
  await handleReadRequest(request, (message) => messages.push(message), loadInsights);
  return messages;
};

// The engine's own chunk, loaded by default, finds the insights in use-dataset-reader.test.tsx.
describe('handleReadRequest and the insights engine’s chunk', () => {
  it('does not load the engine for a read that asks for no insights (a saved dataset’s page)', async () => {
    const loadInsights = unreachableChunk();
    const messages = await read({ id: 4, choices: {}, insights: false, text: 'city\nParis\n' }, loadInsights);
    expect(messages.at(-1)).toMatchObject({ id: 4, type: 'done' });
    expect(messages.some((message) => message.type.startsWith('insights'))).toBe(false);
    expect(loadInsights).not.toHaveBeenCalled();
  });

  it('posts the read whole, then insights-failed, when the engine cannot be loaded', async () => {
    const loadInsights = unreachableChunk();
    const messages = await read(
      { id: 3, choices: {}, text: 'city,amount\nParis,1.5\nLyon,2.25\n' },
      loadInsights,
    );
    expect(loadInsights).toHaveBeenCalledTimes(1);
    const types = messages.map((message) => message.type).filter((type) => type !== 'progress');
    expect(types).toEqual(['done', 'insights-failed']);
    expect(messages.find((message) => message.type === 'done')).toMatchObject({
      id: 3,
      table: { names: ['city', 'amount'], rowCount: 2 },
    });
    expect(messages.at(-1)).toEqual({ id: 3, type: 'insights-failed' });
  });
});

/**
 * A file (jsdom's Blob has no `arrayBuffer`) that counts the bytes handed out by its reads, whole or of a slice,
 * once each read resolves.
 */
class CountedFile {
  bytesRead = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get size() {
    return this.bytes.length;
  }
  async arrayBuffer() {
    await Promise.resolve();
    this.bytesRead += this.bytes.length;
    return this.bytes.slice().buffer;
  }
  slice(start = 0, end = this.bytes.length) {
    const part = this.bytes.subarray(start, end);
    return {
      size: part.length,
      arrayBuffer: async () => {
        await Promise.resolve();
        this.bytesRead += part.length;
        return part.slice().buffer;
      },
    };
  }
}

describe('handleReadRequest on a large file', () => {
  // Three mebibytes of rows with two- and three-byte characters, so parts end inside a character too.
  const text = `city,amount,n\n${Array.from({ length: 160_000 }, (_, row) => `Zürich,€${row % 997}.5,${row}`).join('\n')}\n`;
  const bytes = new TextEncoder().encode(text);

  it('posts the first rows before the rest of the file is read, and progress while it is read and decoded', async () => {
    // A clock that moves a second at each look, so no progress report is held back by the 100 ms throttle.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1000));
    const file = new CountedFile(bytes);
    const seen: { message: ReadMessage; bytesRead: number }[] = [];
    try {
      await handleReadRequest(
        { id: 7, choices: {}, insights: false, file: file as unknown as Blob },
        (message) => seen.push({ message, bytesRead: file.bytesRead }),
      );
    } finally {
      now.mockRestore();
    }
    const preview = seen.find(({ message }) => message.type === 'preview');
    expect(preview?.message).toMatchObject({ table: { names: ['city', 'amount', 'n'], rowCount: 100 } });
    expect(preview!.bytesRead).toBeLessThan(bytes.length / 4);
    // Progress of the decode stage between its start and its end, the bytes read growing meanwhile.
    const decoding = seen.filter(
      ({ message }) =>
        message.type === 'progress' &&
        message.stage === 'decode' &&
        message.done > 0 &&
        message.done < message.total,
    );
    expect(decoding.length).toBeGreaterThanOrEqual(2);
    expect(decoding[0]!.bytesRead).toBeLessThan(bytes.length);
    expect(seen.findIndex(({ message }) => message.type === 'preview')).toBeLessThan(
      seen.indexOf(decoding[0]!),
    );
    // The same read as the server's, from the same bytes.
    const done = seen.find(({ message }) => message.type === 'done')!.message;
    const analysed = await analyseBytes(bytes);
    if (!analysed.ok || done.type !== 'done') throw new Error('not read');
    expect(done.profile).toEqual(analysed.profile);
    expect(unpackTable(done.table)).toEqual(analysed.ingested.table);
    expect(done.ingested.types).toEqual(analysed.ingested.types);
  });
});
