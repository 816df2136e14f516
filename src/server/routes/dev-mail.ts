import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../app-env';
import { clientAddress, isLoopback, socketAddress } from '../lib/client-address';
import { extractLinks } from '../mail/links';
import { findMail, listRecentMail, type OutboxMail } from '../mail/outbox';
import { uuidPattern } from '../lib/uuid-param';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const styles = {
  body: 'margin:0;padding:24px;font-family:system-ui,sans-serif;line-height:1.5;color:#18181b;background:#ffffff',
  table: 'border-collapse:collapse;width:100%',
  cell: 'border-bottom:1px solid #d4d4d8;padding:8px;text-align:left;vertical-align:top',
  list: 'margin:0;padding-left:1.25em',
  link: 'color:#1d4ed8;word-break:break-all',
  frame: 'width:100%;height:70vh;border:1px solid #a1a1aa;border-radius:4px',
  pre: 'white-space:pre-wrap;word-break:break-word;padding:12px;background:#f4f4f5;border-radius:4px',
};

/**
 * The dev outbox: the newest mail with clickable links, so a local developer can follow a reset or
 * confirmation link without SMTP. Mounted by app.ts only while APP_URL is a localhost origin, and answering
 * only loopback clients, whatever Host header they send.
 */
export function createDevMailRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Only for a browser on this machine: the socket's peer, and behind a proxy the forwarded client too.
      const peer = socketAddress(c);
      const client = clientAddress(c, c.var.deps.env.TRUST_PROXY);
      if (!isLoopback(peer) || !isLoopback(client)) return c.text('Not found', 404);
      await next();
    })
    .use(async (c, next) => {
      await next();
      // These pages show reset links, which are secrets.
      c.header('cache-control', 'no-store');
    })
    .get('/', async (c) => {
      const rows = await listRecentMail(c.var.deps.database.db, 50);
      const base = c.req.path.replace(/\/$/, '');
      return c.html(page('Dev outbox', listBody(rows, base)));
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const row = uuidPattern.test(id) ? await findMail(c.var.deps.database.db, id) : undefined;
      if (!row) return c.html(page('Message not found', html`<h1>Message not found</h1>`), 404);
      const base = c.req.path.slice(0, c.req.path.lastIndexOf('/'));
      return c.html(page(`${row.subject} · Dev outbox`, messageBody(row, base)));
    });
}

function page(title: string, main: Html) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
      </head>
      <body style="${styles.body}">
        <main>${main}</main>
      </body>
    </html>`;
}

function listBody(rows: OutboxMail[], base: string) {
  const cell = (content: Html | string) => html`<td style="${styles.cell}">${content}</td>`;
  const header = (label: string) => html`<th scope="col" style="${styles.cell}">${label}</th>`;
  return html`<h1>Dev outbox</h1>
    <p>
      The newest 50 emails in the outbox. Without SMTP_URL they stay here unsent; this page exists only while
      APP_URL is a localhost origin.
    </p>
    ${
      rows.length === 0
        ? html`<p>No mail yet.</p>`
        : html`<table style="${styles.table}">
            <caption style="text-align:left;font-weight:600;padding:8px 0">
              Messages, newest first
            </caption>
            <thead>
              <tr>
                ${['Time', 'To', 'Subject', 'Status', 'Links'].map(header)}
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (row) =>
                  html`<tr>
                    ${cell(timeOf(row.createdAt))} ${cell(row.toAddress)}
                    ${cell(html`<a href="${base}/${row.id}" style="${styles.link}">${row.subject}</a>`)}
                    ${cell(row.status)} ${cell(linkList(extractLinks(row.textBody)))}
                  </tr>`,
              )}
            </tbody>
          </table>`
    }`;
}

function messageBody(row: OutboxMail, base: string) {
  const fact = (term: string, value: Html | string | null) =>
    value === null
      ? ''
      : html`<dt style="font-weight:600">${term}</dt>
          <dd style="margin:0 0 8px">${value}</dd>`;
  return html`<p><a href="${base}" style="${styles.link}">All messages</a></p>
    <h1>${row.subject}</h1>
    <dl>
      ${fact('To', row.toAddress)} ${fact('Kind', row.kind)} ${fact('Status', row.status)}
      ${fact('Queued', timeOf(row.createdAt))} ${fact('Sent', row.sentAt && timeOf(row.sentAt))}
      ${fact('Attempts', String(row.attempts))} ${fact('Last error', row.lastError)}
    </dl>
    <h2>Links</h2>
    ${linkList(extractLinks(row.textBody))}
    <h2>HTML</h2>
    <iframe sandbox srcdoc="${row.html}" title="HTML body of ${row.subject}" style="${styles.frame}"></iframe>
    <h2>Text</h2>
    <pre style="${styles.pre}">${row.textBody}</pre>`;
}

function linkList(links: string[]) {
  if (links.length === 0) return html`<span>None</span>`;
  return html`<ul style="${styles.list}">
    ${links.map((link) => html`<li><a href="${link}" style="${styles.link}">${link}</a></li>`)}
  </ul>`;
}

const timeOf = (date: Date) =>
  html`<time datetime="${date.toISOString()}"
    >${date.toISOString().replace('T', ' ').slice(0, 19)} UTC</time
  >`;
