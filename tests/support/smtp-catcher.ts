// A local SMTP server that keeps every message it receives, for tests that follow emailed links.
// With `httpPort`, it also serves the caught mail as JSON so Playwright workers in other processes can read it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { extractLinks } from '../../src/server/mail/links';
import { parseMime } from './parse-mime';

export type CaughtMail = {
  /** The envelope recipients, comma-separated (one address for Tessera's mail). */
  to: string;
  /** The decoded From header, e.g. `Tessera <no-reply@localhost>`. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the text body, else in the HTML's hrefs, in order. */
  links: string[];
  messageId: string;
  raw: string;
};

export type SmtpCatcher = {
  smtpUrl: string;
  /** The HTTP endpoint's origin, when `httpPort` was given. */
  httpUrl?: string;
  messages(): CaughtMail[];
  /** Resolves with the first caught message (already caught or still to come) that matches. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Answers the next `n` messages' DATA with a failure instead of keeping them: 451 (temporary) by default. */
  failNext(n: number, responseCode?: number): void;
  clear(): void;
  stop(): Promise<void>;
};

export async function startSmtpCatcher(
  options: { port?: number; httpPort?: number } = {},
): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let failureCode = 451;

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      readStream(stream)
        .then((raw) => {
          if (failures > 0) {
            failures -= 1;
            callback(
              Object.assign(new Error(`Failure ${failureCode} (smtp-catcher failNext)`), {
                responseCode: failureCode,
              }),
            );
            return;
          }
          caught.push(toCaughtMail(raw, session));
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = options.httpPort === undefined ? null : await startHttp(options.httpPort, caught);

  const waitFor: SmtpCatcher['waitFor'] = (predicate, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = caught.find(predicate);
        if (!match) return false;
        finish();
        resolve(match);
        return true;
      };
      const timer = setTimeout(() => {
        finish();
        const seen = caught.map((mail) => `${mail.to}: ${mail.subject}`).join('; ') || 'none';
        reject(new Error(`No matching mail within ${timeoutMs} ms (caught: ${seen})`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      if (!check()) waiters.add(check);
    });

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: http ? `http://127.0.0.1:${(http.address() as AddressInfo).port}` : undefined,
    messages: () => [...caught],
    waitFor,
    failNext: (n, responseCode = 451) => {
      failures = n;
      failureCode = responseCode;
    },
    clear: () => {
      caught.length = 0;
    },
    stop: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        http && new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function toCaughtMail(raw: Buffer, session: SMTPServerSession): CaughtMail {
  const { headers, text, html } = parseMime(raw);
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => decodeEntities(match[1]!));
  return {
    to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
    from: headers.get('from') ?? '',
    subject: headers.get('subject') ?? '',
    text,
    html,
    links: text ? extractLinks(text) : [...new Set(hrefs)],
    messageId: headers.get('message-id') ?? '',
    raw: raw.toString('utf8'),
  };
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function startHttp(port: number, caught: CaughtMail[]): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== '/messages') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    } else if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(caught));
    } else if (request.method === 'DELETE') {
      caught.length = 0;
      response.writeHead(204).end();
    } else {
      response.writeHead(405, { allow: 'GET, DELETE' }).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
