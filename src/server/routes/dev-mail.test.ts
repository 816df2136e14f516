import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates/password-reset';
import { createTestApp, describeOnEachDatabase, fromPeer, type TestApp } from '../test/test-app';

const resetUrl = 'http://localhost:3000/reset-password?token=abc&x=1';

const thisMachine = fromPeer('127.0.0.1');

const queue = (testApp: TestApp, name = 'Ada') =>
  enqueueMail(testApp.database.db, {
    to: 'ada@example.com',
    kind: 'password-reset',
    ...passwordResetMail({ name, url: resetUrl }),
  });

describeOnEachDatabase('GET /dev/mail', (context) => {
  const queueMail = (name = 'Ada') => queue(context(), name);

  it('lists the newest mail with its recipient, subject, status and clickable links', async () => {
    const id = await queueMail();
    const response = await context().app.request('/dev/mail', {}, thisMachine);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toContain('<title>Dev outbox</title>');
    expect(page).toContain('<h1>Dev outbox</h1>');
    expect(page).toContain('<th scope="col"');
    expect(page).toContain('ada@example.com');
    expect(page).toContain(`href="/dev/mail/${id}"`);
    expect(page).toContain('pending');
    expect(page).toContain(`<a href="${resetUrl.replace('&', '&amp;')}"`);
    expect(page).not.toContain('<script');
  });

  it('shows one message: its HTML in a sandboxed frame and its text, escaped', async () => {
    const id = await queueMail('<script>alert(1)</script>');
    const response = await context().app.request(`/dev/mail/${id}`, {}, thisMachine);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Reset your Tessera password</h1>');
    expect(page).toMatch(/<iframe\s+sandbox\s+srcdoc="&lt;!doctype html&gt;/);
    expect(page).toMatch(/<pre[^>]*>Hi &lt;script&gt;alert\(1\)&lt;\/script&gt;,/);
    expect(page).not.toContain('<script');
    expect(page).toContain('href="/dev/mail"');
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 to %s', async (_, id) => {
    expect((await context().app.request(`/dev/mail/${id}`, {}, thisMachine)).status).toBe(404);
  });
});

describeOnEachDatabase('GET /dev/mail from elsewhere', (context) => {
  it.each([
    ['another machine', '192.168.1.20'],
    ['another machine over IPv6', '2001:db8::7'],
  ])('does not exist for %s, whatever Host it sends', async (_, address) => {
    await queue(context());
    for (const host of [undefined, 'localhost:3000', '127.0.0.1']) {
      const response = await context().app.request(
        '/dev/mail',
        { headers: host ? { host } : {} },
        fromPeer(address),
      );
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('reset-password');
    }
  });

  it('answers this machine over IPv6 and IPv4-mapped loopback', async () => {
    for (const address of ['::1', '::ffff:127.0.0.1']) {
      expect((await context().app.request('/dev/mail', {}, fromPeer(address))).status).toBe(200);
    }
  });
});

describeOnEachDatabase(
  'GET /dev/mail behind a proxy on this machine',
  (context) => {
    it('answers only when the forwarded client is this machine too', async () => {
      const request = (forwardedFor: string) =>
        context().app.request('/dev/mail', { headers: { 'x-forwarded-for': forwardedFor } }, thisMachine);
      expect((await request('203.0.113.9')).status).toBe(404);
      expect((await request('127.0.0.1, 203.0.113.9')).status).toBe(404);
      expect((await request('127.0.0.1')).status).toBe(200);
    });
  },
  { TRUST_PROXY: 'true' },
);

it('does not exist when APP_URL is a public origin', async () => {
  const { app, close } = await createTestApp('pglite', { APP_URL: 'https://tessera.example' });
  try {
    const response = await app.request('/dev/mail', {}, thisMachine);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Dev outbox');
  } finally {
    await close();
  }
});
