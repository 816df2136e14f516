import { X509Certificate } from 'node:crypto';
import { certificateBlocks } from '../../../../shared/postgres-source';
import { postgresSourceMessages } from '../../../../shared/i18n/messages/postgres-source';
import { ApiError } from '../../../lib/api-error';

const refused = () =>
  new ApiError(
    400,
    'invalid_input',
    postgresSourceMessages.caCertificateRefused['not-certificates'],
    {},
    'caCertificate',
  );

/**
 * A source's CA certificate(s) as stored and given to TLS as `ca` (docs/decisions/055, amended): only the
 * certificate blocks, each parsed as X.509 here (the shared check sees only the PEM's shape), comments dropped;
 * undefined for none (empty text). A block that does not parse is a 400 on `caCertificate`.
 */
export function storedCaCertificate(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const blocks = certificateBlocks(text);
  if (!blocks) throw refused();
  for (const block of blocks) {
    try {
      new X509Certificate(block);
    } catch {
      throw refused();
    }
  }
  return blocks.join('\n');
}

/** What the audit trail keeps of a source's CA certificates: their SHA-256 fingerprints, not the PEM text. */
export const caFingerprints = (stored: string) =>
  (certificateBlocks(stored) ?? []).map((block) => new X509Certificate(block).fingerprint256);
