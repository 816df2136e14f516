import { expect } from 'vitest';
import type { CreatedStream, StreamDetail } from '../../shared/data-streams';
import type { DatasetDetail } from '../../shared/datasets';
import { withCookie } from './auth-helpers';
import { signedUpOwner } from './invitation-helpers';
import { jsonRequest, type TestApp } from './test-app';

/**
 * The Data Streams API as a signed-in member calls it: a request under `/api/workspace/data-streams`, a stream's
 * detail, "Sync now" followed until its run's result is noted (the job runs on the queue), and a dataset.
 */
export function dataStreamCalls(context: () => TestApp) {
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    context().app.request(
      `/api/workspace/data-streams${path}`,
      withCookie(cookie, jsonRequest(method, body)),
    );
  const detail = async (cookie: string, id: string) =>
    ((await (await call(cookie, 'GET', `/streams/${id}`)).json()) as { stream: StreamDetail }).stream;
  /** The stream once no run of it is queued or running. */
  const settled = async (cookie: string, id: string) => {
    for (;;) {
      const stream = await detail(cookie, id);
      if (!stream.pull?.syncing) return stream;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const syncNow = async (cookie: string, id: string) => {
    const response = await call(cookie, 'POST', `/streams/${id}/sync`);
    expect(response.status, await response.clone().text()).toBe(202);
    return settled(cookie, id);
  };
  const dataset = async (cookie: string, id: string) =>
    (
      (await (await context().app.request(`/api/workspace/datasets/${id}`, withCookie(cookie))).json()) as {
        dataset: DatasetDetail;
      }
    ).dataset;
  return { call, detail, settled, syncNow, dataset };
}

/** A new workspace's Owner with a push stream named `name` (its dataset named the same), and the Owner's requests. */
export async function ownerWithPushStream(app: TestApp, name: string) {
  const owner = await signedUpOwner(app);
  const call = (method: string, path: string, body?: unknown) =>
    app.app.request(path, withCookie(owner.cookie, jsonRequest(method, body)));
  const created = await call('POST', '/api/workspace/data-streams/streams', {
    kind: 'push',
    name,
    datasetName: name,
  });
  expect(created.status).toBe(201);
  const { stream } = (await created.json()) as CreatedStream;
  return { owner, call, stream };
}
