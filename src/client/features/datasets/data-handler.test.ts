import { describe, expect, it, vi } from 'vitest';
import { handleReadRequest, type InsightsLoader } from './data-handler';
import type { ReadMessage, ReadRequest } from './data-messages';

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
