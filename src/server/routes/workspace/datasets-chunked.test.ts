import { readdirSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { datasetMaxBytes } from '../../../shared/datasets';
import { spoolDirOf } from '../../storage/spool';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const csv = 'city,population\nParis,2100000\nLyon,520000\n';

/** The multipart bytes the playground sends for a file and its name. */
async function multipart(content: string) {
  const form = new FormData();
  form.append('name', 'Cities');
  form.append('file', new Blob([content], { type: 'text/csv' }), 'cities.csv');
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type')!, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

const spooled = (dataDir: string) => {
  try {
    return readdirSync(spoolDirOf(dataDir)).length;
  } catch {
    return 0;
  }
};

// A body sent without Content-Length (chunked) is counted by the body limit as it streams to the route, never
// held whole first; a client hanging up mid-body is its own doing, answered 400 with nothing logged as an error.
describeOnEachDatabase('/api/workspace/datasets, chunked bodies', (context) => {
  const post = (cookie: string, type: string, body: ReadableStream<Uint8Array>) =>
    context().app.request('/api/workspace/datasets', {
      method: 'POST',
      body,
      headers: { origin: testOrigin, cookie, 'content-type': type },
      duplex: 'half',
    } as RequestInit);

  it('reaches the route while the body is still streaming: the file is spooled before its last bytes come', async () => {
    const owner = await signedUpOwner(context());
    const { type, bytes } = await multipart(csv + 'Nice,340000\n'.repeat(20_000));
    const half = bytes.length >> 1;
    let spooledBeforeEnd = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, half));
      },
      async pull(controller) {
        // The rest only once the route has started writing the file: a limit that held the body whole first
        // would wait for the end forever.
        while (spooled(context().env.DATA_DIR) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        spooledBeforeEnd = true;
        controller.enqueue(bytes.slice(half));
        controller.close();
      },
    });
    const response = await post(owner.cookie, type, body);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(spooledBeforeEnd).toBe(true);
  });

  it('answers a client that hangs up mid-body with a 400, logs no error and leaves no spooled file', async () => {
    const owner = await signedUpOwner(context());
    const { type, bytes } = await multipart(csv);
    const errors = vi.spyOn(context().deps.logger, 'error');
    try {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, bytes.length - 20));
          controller.error(new Error('client hung up'));
        },
      });
      const response = await post(owner.cookie, type, body);
      expect(response.status).toBe(400);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(spooled(context().env.DATA_DIR)).toBe(0);
  });

  it('refuses a chunked body past the limit with a 413, reading no more of it than the limit', async () => {
    const owner = await signedUpOwner(context());
    const { type } = await multipart(csv);
    const piece = new Uint8Array(1024 * 1024).fill(0x31);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const response = await post(owner.cookie, type, body);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    // An endless body: what was read stops a few pieces past the limit.
    expect(sent).toBeLessThan(datasetMaxBytes + 8 * piece.length);
  });
});
