/**
 * A PostgreSQL source's own certificate authority (docs/decisions/055, amended): PEM text holding one or more
 * certificates (a company CA, a cloud provider's bundle), trusted instead of the public authorities for
 * `verify-full`. The longest a bundle may be, in characters: a provider's bundle of every region is under 200 KB.
 */
export const maxCaCertificateLength = 256 * 1024;

/** Why a CA certificate is refused, for the UI to translate: longer than the cap, or not PEM certificates. */
export const caCertificateRefusals = ['too-long', 'not-certificates'] as const;
export type CaCertificateRefusal = (typeof caCertificateRefusals)[number];

const pemBlock = /-----BEGIN ([A-Z0-9 ]+)-----([^-]*)-----END ([A-Z0-9 ]+)-----/g;

/**
 * The certificate blocks of PEM text, each as `-----BEGIN CERTIFICATE-----` … `-----END CERTIFICATE-----`, or
 * undefined when it holds none, a block of anything else (a private key pasted by mistake), a marker without its
 * pair, or a body that is not base64 of a DER structure. Text between blocks (a bundle's comments) is allowed. The
 * server parses each block as X.509 too (services/streams/postgres-source/ca-certificates.ts); this check is the
 * one the form can make.
 */
export function certificateBlocks(text: string): string[] | undefined {
  const blocks: string[] = [];
  for (const [, begin, body, end] of text.matchAll(pemBlock)) {
    if (begin !== 'CERTIFICATE' || end !== 'CERTIFICATE') return undefined;
    const base64 = body!.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return undefined;
    // A DER certificate is a SEQUENCE (0x30) with a long-form length: base64 starting "MII" or "MIH".
    if (!base64.startsWith('MI')) return undefined;
    const lines = base64.match(/.{1,64}/g)!.join('\n');
    blocks.push(`-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----`);
  }
  if (blocks.length === 0 || text.replace(pemBlock, '').includes('-----')) return undefined;
  return blocks;
}

/** Why `text` is refused as a source's CA certificate, or undefined when it is fine (empty means none). */
export function caCertificateRefusal(text: string): CaCertificateRefusal | undefined {
  if (text.length > maxCaCertificateLength) return 'too-long';
  if (text.trim() === '') return undefined;
  return certificateBlocks(text) ? undefined : 'not-certificates';
}
