import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postgresSourceInputSchema } from '../postgres-source';
import { caCertificateRefusal, certificateBlocks, maxCaCertificateLength } from './ca-certificate';

const certificate = readFileSync(new URL('../../server/test/fake-postgres-tls.crt', import.meta.url), 'utf8');
const privateKey = readFileSync(new URL('../../server/test/fake-postgres-tls.key', import.meta.url), 'utf8');

describe('a source’s CA certificate', () => {
  it('takes one PEM certificate or a bundle with comments between, as certificate blocks only', () => {
    expect(certificateBlocks(certificate)).toEqual([certificate.trim()]);
    const bundle = `# Company root\n${certificate}\nsubject=CN = again\n${certificate}`;
    expect(certificateBlocks(bundle)).toEqual([certificate.trim(), certificate.trim()]);
    expect(caCertificateRefusal(bundle)).toBeUndefined();
    // Empty is none.
    expect(caCertificateRefusal('  \n')).toBeUndefined();
  });

  it('refuses a private key, a half block, text without a certificate, bad base64 and a bundle past the cap', () => {
    for (const text of [
      privateKey,
      `${certificate}\n${privateKey}`,
      certificate.replace('-----END CERTIFICATE-----', ''),
      'just some text',
      '-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----',
      '-----BEGIN CERTIFICATE-----\naGVsbG8gd29ybGQ=\n-----END CERTIFICATE-----',
    ])
      expect(caCertificateRefusal(text), text.slice(0, 40)).toBe('not-certificates');
    expect(
      caCertificateRefusal(certificate.repeat(Math.ceil(maxCaCertificateLength / certificate.length) + 1)),
    ).toBe('too-long');
  });

  it('is optional in a source’s input, and a refusal is named on the field for the form to translate', () => {
    const input = { host: 'db.example.test', database: 'shop', user: 'reader', query: 'SELECT 1' };
    expect(postgresSourceInputSchema.parse({ ...input, caCertificate: certificate }).caCertificate).toBe(
      certificate.trim(),
    );
    expect(postgresSourceInputSchema.parse(input)).not.toHaveProperty('caCertificate');
    const refused = postgresSourceInputSchema.safeParse({ ...input, caCertificate: privateKey });
    expect(refused.error?.issues).toMatchObject([{ path: ['caCertificate'], message: 'not-certificates' }]);
  });
});
