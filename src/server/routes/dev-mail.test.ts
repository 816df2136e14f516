import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates/password-reset';
import { createTestApp, describeOnEachDatabase } from '../test/test-app';

const resetUrl = 'http://localhost:3000/reset-password?token=abc&x=1';

describeOnEachDatabase('GET /dev/mail', (context) => {
  const queue = (name = 'Ada') =>
    enqueueMail(context().database.db, {
      to: 'ada@example.com',
      kind: 'password-reset',
      ...passwordResetMail({ name, url: resetUrl }),
    });

  it('lists the newest mail with its recipient, subject, status and clickable links', async () => {
    const id = await queue();
    const response = await context().app.request('/dev/mail');
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
    const id = await queue('<script>alert(1)</script>');
    const response = await context().app.request(`/dev/mail/${id}`);
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
    expect((await context().app.request(`/dev/mail/${id}`)).status).toBe(404);
  });
});

it('does not exist when APP_URL is a public origin', async () => {
  const { app, close } = await createTestApp('pglite', { APP_URL: 'https://tessera.example' });
  try {
    const response = await app.request('/dev/mail');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Dev outbox');
  } finally {
    await close();
  }
});
