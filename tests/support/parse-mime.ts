// A tiny MIME reader for what nodemailer sends: headers with RFC 2047 words, multipart bodies, and
// quoted-printable, base64, 7bit or 8bit parts. Enough for tests; not a general mail parser.

export type ParsedMime = { headers: Map<string, string>; text: string; html: string };

/** Parses a raw message; `raw` is read as latin1 so every byte survives until a part's charset is known. */
export function parseMime(raw: Buffer): ParsedMime {
  const { headers, body } = splitPart(raw.toString('latin1'));
  const found = { text: '', html: '' };
  collectBodies(headers, body, found);
  return { headers: decodeHeaderValues(headers), ...found };
}

function splitPart(source: string) {
  const gap = /\r?\n\r?\n/.exec(source);
  const head = gap ? source.slice(0, gap.index) : source;
  const body = gap ? source.slice(gap.index + gap[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectBodies(headers: Map<string, string>, body: string, found: { text: string; html: string }) {
  const { value: type, params } = parseHeaderParams(headers.get('content-type') ?? 'text/plain');
  if (type.startsWith('multipart/') && params.boundary) {
    for (const part of splitMultipart(body, params.boundary)) {
      const inner = splitPart(part);
      collectBodies(inner.headers, inner.body, found);
    }
    return;
  }
  if (type !== 'text/plain' && type !== 'text/html') return;
  const bytes = decodeTransfer(body, headers.get('content-transfer-encoding') ?? '7bit');
  const decoded = decodeCharset(bytes, params.charset);
  if (type === 'text/plain' && !found.text) found.text = decoded;
  if (type === 'text/html' && !found.html) found.html = decoded;
}

function splitMultipart(body: string, boundary: string): string[] {
  const delimiter = `--${boundary}`;
  const end = body.indexOf(`${delimiter}--`);
  const sections = (end === -1 ? body : body.slice(0, end)).split(delimiter).slice(1);
  return sections.map((section) => section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
}

function parseHeaderParams(header: string) {
  const [value = '', ...rest] = header.split(';');
  const params: Record<string, string> = {};
  for (const match of `;${rest.join(';')}`.matchAll(/;\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const raw = match[2]!.trim();
    params[match[1]!.toLowerCase()] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  }
  return { value: value.trim().toLowerCase(), params };
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeQuotedPrintable(body: string): Buffer {
  const unwrapped = body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  return Buffer.from(
    unwrapped.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const encodedWordRun = /=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=(?:\s*=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)*/g;
const encodedWord = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;

function decodeHeaderValues(headers: Map<string, string>): Map<string, string> {
  const decoded = new Map<string, string>();
  for (const [name, value] of headers) {
    // Headers were read as latin1; raw UTF-8 bytes in them (SMTPUTF8) become text again here.
    const text = decodeCharset(Buffer.from(value, 'latin1'));
    decoded.set(name, text.replace(encodedWordRun, decodeWordRun));
  }
  return decoded;
}

// Adjacent words are joined as bytes first: an encoder may split one character across two words.
function decodeWordRun(run: string): string {
  let charset = 'utf-8';
  const chunks: Buffer[] = [];
  for (const [, wordCharset, encoding, payload] of run.matchAll(encodedWord)) {
    charset = wordCharset!.split('*')[0]!;
    chunks.push(
      encoding!.toUpperCase() === 'B'
        ? Buffer.from(payload!, 'base64')
        : decodeQuotedPrintable(payload!.replace(/_/g, ' ')),
    );
  }
  return decodeCharset(Buffer.concat(chunks), charset);
}
