import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded data directory', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is opened by one process at a time: a second opener is refused until the first closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Another Tessera process is using DATA_DIR ${dataDir}: stop it first (one process per data directory).`,
    );
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.ping();
    await second.close();
  });
});
