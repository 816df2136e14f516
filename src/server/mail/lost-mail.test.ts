import { like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema/index';
import { logSerializers } from '../logger';
import { signUp } from '../test/auth-helpers';
import { createTestApp, jsonRequest, type TestApp } from '../test/test-app';

// docs/decisions/031: a mail that cannot be queued is logged as lost, without its content; the driver's error,
// which lists every parameter of the failed insert (the mail, its reset link), never reaches the log.

describe('a reset mail that cannot be queued', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const logger = pino(
      { level: 'info', serializers: logSerializers },
      { write: (line) => lines.push(line) },
    );
    testApp = await createTestApp('pglite', {}, { logger });
  });
  afterAll(() => testApp.close());

  it('is logged as lost, and no log line holds the reset link', async () => {
    const { account } = await signUp(testApp);
    // The outbox insert fails as a full disk or a broken connection would, inside the driver.
    const { db } = testApp.database;
    await db.execute(`create function refuse_mail() returns trigger language plpgsql as
      $$ begin raise exception 'could not extend file: No space left on device'; end $$`);
    await db.execute(`create trigger refuse_mail before insert on mail_outbox
      for each row execute function refuse_mail()`);
    const answer = await testApp.app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email: account.email }),
    );
    expect(answer.status).toBe(200);
    await testApp.deps.deferredWork.idle();

    const [issued] = await db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'));
    const token = issued!.identifier.slice('reset-password:'.length);
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    const lost = lines.map((line) => JSON.parse(line)).filter((line) => line.event === 'mail-lost');
    expect(lost).toMatchObject([{ kind: 'password-reset' }]);
    expect(JSON.stringify(lost)).toContain('No space left on device');
  });
});
