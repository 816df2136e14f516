// A PostgreSQL source's own CA certificate through the API (docs/decisions/055, amended): stored with the source and
// shown back, refused when it is not X.509, audited by fingerprint, and a changed CA needs the password again (a new
// authority could vouch for another server, ADR 054's rule for destinations).
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CreatedStream, StreamSummary } from '../../../shared/data-streams';
import { dataStreamsMessages } from '../../../shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '../../../shared/i18n/messages/postgres-source';
import { auditLog } from '../../db/schema/index';
import { dataStreamCalls } from '../../test/data-stream-calls';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase } from '../../test/test-app';

const certificate = readFileSync(new URL('../../test/fake-postgres-tls.crt', import.meta.url), 'utf8').trim();
const password = 'pa55-w0rd-never-shown';
const source = (body: Record<string, unknown> = {}) => ({
  kind: 'postgres',
  name: 'Query',
  mode: 'append',
  host: 'source.db.test',
  port: 5432,
  database: 'app',
  user: 'reader',
  password,
  ssl: 'verify-full',
  query: 'SELECT 1 AS n',
  schedule: 'manual',
  ...body,
});

describeOnEachDatabase('A PostgreSQL source’s CA certificate', (context) => {
  const { call } = dataStreamCalls(context);
  const create = async (cookie: string, body: Record<string, unknown>) =>
    call(cookie, 'POST', '/streams', { datasetName: 'Rows', ...body });

  it('is stored with the source, shown back and audited by its fingerprint', async () => {
    const owner = await signedUpOwner(context());
    const created = await create(owner.cookie, source({ caCertificate: `# Our CA\n${certificate}\n` }));
    expect(created.status, await created.clone().text()).toBe(201);
    const { stream } = (await created.json()) as CreatedStream;
    // Kept as its certificate block only (the comment dropped).
    expect(stream.postgres).toMatchObject({ ssl: 'verify-full', caCertificate: certificate });
    const [audit] = await context()
      .database.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'stream.create'));
    expect(audit!.details).toMatchObject({
      source: { caCertificates: [new X509Certificate(certificate).fingerprint256] },
    });
    expect(JSON.stringify(audit!.details)).not.toContain('BEGIN CERTIFICATE');
  });

  it('refuses text that is not X.509 certificates with 400 on the field, in words', async () => {
    const owner = await signedUpOwner(context());
    const privateKey = readFileSync(new URL('../../test/fake-postgres-tls.key', import.meta.url), 'utf8');
    for (const caCertificate of [
      privateKey,
      // PEM in shape, but no certificate inside: only the server's X.509 parse sees it.
      '-----BEGIN CERTIFICATE-----\nMIIBAAAAAAAA\n-----END CERTIFICATE-----',
    ]) {
      const refused = await create(owner.cookie, source({ caCertificate }));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: {
          field: 'caCertificate',
          message: postgresSourceMessages.caCertificateRefused['not-certificates'],
        },
      });
    }
  });

  it('keeps the CA when an edit leaves it out; a new or removed CA needs the password again', async () => {
    const owner = await signedUpOwner(context());
    const created = await create(owner.cookie, source({ caCertificate: certificate }));
    const { stream } = (await created.json()) as CreatedStream;
    const { password: _left, ...withoutPassword } = source();

    const kept = await call(owner.cookie, 'PATCH', `/streams/${stream.id}`, withoutPassword);
    expect(kept.status, await kept.clone().text()).toBe(200);
    const keptStream = ((await kept.json()) as { stream: StreamSummary }).stream;
    expect(keptStream.postgres).toMatchObject({ caCertificate: certificate, hasPassword: true });

    const bundle = `${certificate}\n${certificate}`;
    for (const caCertificate of ['', bundle]) {
      const refused = await call(owner.cookie, 'PATCH', `/streams/${stream.id}`, {
        ...withoutPassword,
        caCertificate,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: { field: 'password', message: dataStreamsMessages.api.secretAgain },
      });
    }
    // With the password, the CA is removed.
    const removed = await call(owner.cookie, 'PATCH', `/streams/${stream.id}`, source({ caCertificate: '' }));
    expect(removed.status).toBe(200);
    const removedStream = ((await removed.json()) as { stream: StreamSummary }).stream;
    expect(removedStream.postgres).not.toHaveProperty('caCertificate');
    expect(removedStream.postgres?.hasPassword).toBe(true);
  });
});
