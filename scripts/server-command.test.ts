import { describe, expect, it } from 'vitest';
import { serverCommand, serverEntry } from './server-command';

describe('serverCommand', () => {
  it('starts the embedded-database server with the small-machine runtime, letting set malloc values win', () => {
    for (const DATABASE_URL of [undefined, 'memory://']) {
      const command = serverCommand({ DATABASE_URL, MALLOC_ARENA_MAX: '4' });
      expect(command.args).toEqual([
        '--experimental-async-context-frame',
        '--max-semi-space-size=4',
        '--v8-pool-size=1',
        serverEntry,
      ]);
      expect(command.env).toMatchObject({
        MALLOC_ARENA_MAX: '4',
        MALLOC_TRIM_THRESHOLD_: '32768',
        MALLOC_MMAP_THRESHOLD_: '32768',
      });
    }
  });

  it("gives a PostgreSQL server a young generation of 8 MB semi-spaces and malloc's arenas, handing large freed blocks back", () => {
    for (const DATABASE_URL of ['postgres://db/tessera', 'postgresql://db/tessera']) {
      expect(serverCommand({ DATABASE_URL })).toEqual({
        args: ['--experimental-async-context-frame', '--max-semi-space-size=8', serverEntry],
        env: { DATABASE_URL, MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' },
      });
      expect(serverCommand({ DATABASE_URL, MALLOC_MMAP_THRESHOLD_: '0' }).env).toMatchObject({
        MALLOC_MMAP_THRESHOLD_: '0',
      });
    }
  });
});
