import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp-catcher';

describe('SMTP catcher', () => {
  let catcher: SmtpCatcher;
  let send: ReturnType<typeof createTransport>['sendMail'];

  beforeAll(async () => {
    catcher = await startSmtpCatcher({ httpPort: 0 });
    const transport = createTransport({ url: catcher.smtpUrl });
    send = transport.sendMail.bind(transport);
  });
  afterAll(() => catcher.stop());
  beforeEach(() => catcher.clear());

  const longLine = `Follow https://example.com/a?b=c&d=${'e'.repeat(120)} now. ${'Ünïcødé '.repeat(20)}`;

  it.each(['quoted-printable', 'base64'] as const)(
    'decodes a multipart/alternative message sent %s',
    async (textEncoding) => {
      await send({
        from: 'Tessera <no-reply@localhost>',
        to: 'zoë@example.com',
        subject: 'Réinitialiser — a long subject that nodemailer has to fold into several encoded words 🔑',
        text: longLine,
        html: `<p>${longLine}</p><a href="https://example.com/x?y=1&amp;z=2">x</a>`,
        messageId: '<fixed-id@localhost>',
        textEncoding,
      });
      const mail = await catcher.waitFor((caught) => caught.messageId === '<fixed-id@localhost>');
      expect(mail).toMatchObject({
        to: 'zoë@example.com',
        from: 'Tessera <no-reply@localhost>',
        subject: 'Réinitialiser — a long subject that nodemailer has to fold into several encoded words 🔑',
        links: [`https://example.com/a?b=c&d=${'e'.repeat(120)}`],
      });
      expect(mail.text.trim()).toBe(longLine.trim());
      expect(mail.html).toContain(`<p>${longLine}</p>`);
      expect(mail.raw).toContain('multipart/alternative');
    },
  );

  it('takes links from the HTML when there is no text body', async () => {
    await send({
      from: 'a@localhost',
      to: 'b@localhost',
      subject: 'html',
      html: '<a href="https://x.test/?a=1&amp;b=2">go</a>',
    });
    const mail = await catcher.waitFor((caught) => caught.subject === 'html');
    expect(mail.links).toEqual(['https://x.test/?a=1&b=2']);
  });

  it('refuses the next n messages with a temporary error, then accepts again', async () => {
    catcher.failNext(1);
    await expect(
      send({ from: 'a@localhost', to: 'b@localhost', subject: 'one', text: 'x' }),
    ).rejects.toMatchObject({
      responseCode: 451,
    });
    await send({ from: 'a@localhost', to: 'b@localhost', subject: 'two', text: 'x' });
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(['two']);
  });

  it('rejects waitFor after its timeout, naming what it caught', async () => {
    await send({ from: 'a@localhost', to: 'b@localhost', subject: 'other', text: 'x' });
    await expect(catcher.waitFor((mail) => mail.subject === 'never', 100)).rejects.toThrow(
      /b@localhost: other/,
    );
  });

  it('serves caught mail over HTTP for other processes, and clears it on DELETE', async () => {
    await send({
      from: 'a@localhost',
      to: 'b@localhost',
      subject: 'over http',
      text: 'see https://x.test/1',
    });
    await catcher.waitFor((mail) => mail.subject === 'over http');
    const listed = (await (await fetch(`${catcher.httpUrl}/messages`)).json()) as CaughtMail[];
    expect(listed).toMatchObject([{ subject: 'over http', to: 'b@localhost', links: ['https://x.test/1'] }]);
    expect((await fetch(`${catcher.httpUrl}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(catcher.messages()).toEqual([]);
    expect((await fetch(`${catcher.httpUrl}/nothing`)).status).toBe(404);
  });
});
