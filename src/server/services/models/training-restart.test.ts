import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { canonicalJson } from '../datasets/canonical-json';
import { signedUpOwner } from '../../test/invitation-helpers';
import {
  endedTrainingJobOf,
  modelOf,
  saveDataset,
  trained,
  trainedInTheBrowser,
  trainingCsv,
  trainingJobOf,
  untilStatus,
  workspaceRequest,
} from '../../test/model-helpers';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app';

// The training job outlives its instance: stopped while it runs, it is given back to the queue untried and the
// next instance trains it once (docs/decisions/043-job-queue.md); with two instances on one PostgreSQL, every
// job runs on one of them, once.

const csv = trainingCsv(8_000);
const secret = 'training-restart-test-secret-0123456789';

/** A logger that keeps the lines of 'job started' with the instance's name. */
function jobLog(instance: string, started: { instance: string; job: string }[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; job?: string };
        if (entry.msg === 'job started') started.push({ instance, job: entry.job! });
      }
      done();
    },
  });
  return pino({ level: 'info' }, stream);
}

for (const target of databaseTargets) {
  describe(`a training job across a restart [${target}]`, () => {
    const opened: TestApp[] = [];
    afterAll(async () => {
      for (const testApp of opened.reverse()) await testApp.close().catch(() => {});
    });

    it('stopped while it trains, it is trained once by the next instance, with nothing lost', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tessera-restart-'));
      // PostgreSQL: one scratch database owned by a first app (its queue never starts), used by both instances.
      const owner = target === 'postgres' ? await createTestApp('postgres') : undefined;
      if (owner) opened.push(owner);
      const started: { instance: string; job: string }[] = [];
      const open = (instance: string) =>
        createTestApp(
          'pglite',
          { DATABASE_URL: owner?.env.DATABASE_URL ?? '', DATA_DIR: dataDir, AUTH_SECRET: secret },
          { logger: jobLog(instance, started) },
        );

      const first = await open('first');
      let current = first;
      const request = workspaceRequest(() => current);
      const person = await signedUpOwner(first);
      const dataset = await saveDataset(request, person.cookie, csv);
      const model = await trained(request, person.cookie, dataset.id, 'price');
      await untilStatus(request, person.cookie, model.id, ['training']);

      await first.deps.modelTraining.stop({ graceMs: 0 });
      expect((await modelOf(request, person.cookie, model.id)).status).toBe('queued');
      expect(await trainingJobOf(first, model.id)).toEqual({ state: 'created', tries: 0 });
      await first.close();

      const second = await open('second');
      opened.push(second);
      current = second;
      await second.deps.modelTraining.resume();
      const ready = await untilStatus(request, person.cookie, model.id, ['ready', 'failed', 'refused']);
      const browser = await trainedInTheBrowser(csv, 'price');
      if (!browser.ok) throw new Error('the browser refused the target');
      expect(ready.status).toBe('ready');
      expect(canonicalJson(ready.report)).toBe(canonicalJson(browser.report));
      expect(await endedTrainingJobOf(second, model.id)).toEqual({ state: 'completed', tries: 0 });
      expect(started).toEqual([
        { instance: 'first', job: model.id },
        { instance: 'second', job: model.id },
      ]);
      const audit = await second.database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.actorId, person.userId), eq(auditLog.action, 'model.train')));
      expect(audit).toHaveLength(1);
    }, 300_000);

    it.runIf(target === 'postgres')(
      'with two instances on one database, each job runs once',
      async () => {
        const owner = await createTestApp('postgres');
        opened.push(owner);
        const started: { instance: string; job: string }[] = [];
        const instance = async (name: string) => {
          const testApp = await createTestApp(
            'pglite',
            { DATABASE_URL: owner.env.DATABASE_URL!, AUTH_SECRET: secret },
            { logger: jobLog(name, started) },
          );
          opened.push(testApp);
          await testApp.deps.modelTraining.resume();
          return testApp;
        };
        const [a, b] = [await instance('a'), await instance('b')];
        const onA = workspaceRequest(() => a);
        const onB = workspaceRequest(() => b);
        const person = await signedUpOwner(a);
        const dataset = await saveDataset(onA, person.cookie, trainingCsv(3_000));
        const queued = [
          await trained(onA, person.cookie, dataset.id, 'price'),
          await trained(onB, person.cookie, dataset.id, 'rooms'),
          await trained(onA, person.cookie, dataset.id, 'size'),
          await trained(onB, person.cookie, dataset.id, 'garden'),
        ];
        for (const model of queued) {
          expect(
            (await untilStatus(onB, person.cookie, model.id, ['ready', 'failed', 'refused'])).status,
          ).toBe('ready');
          expect(await endedTrainingJobOf(a, model.id)).toEqual({ state: 'completed', tries: 0 });
        }
        const jobs = started.map((entry) => entry.job).sort();
        expect(jobs).toEqual(queued.map((model) => model.id).sort());
        console.info(
          `two instances: ${started.filter((entry) => entry.instance === 'a').length} jobs ran on a, ` +
            `${started.filter((entry) => entry.instance === 'b').length} on b`,
        );
      },
      300_000,
    );
  });
}
