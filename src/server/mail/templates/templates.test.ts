import { describe, expect, it } from 'vitest';
import type { RenderedMail } from './layout';
import { emailConfirmationMail } from './email-confirmation';
import { googleAccountNoticeMail } from './google-account-notice';
import { memberRemovedMail, ownershipReceivedMail } from './member-notices';
import { passwordChangedMail } from './password-changed';
import { passwordResetMail } from './password-reset';
import {
  accountDeletedMail,
  emailCodeMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
} from './security-notice';
import { workspaceInvitationMail } from './workspace-invitation';

const url = 'http://localhost:3000/some/path?token=a1b2&next=%2Fhome';
const when = new Date('2026-01-02T03:04:05Z');
const hostile = '<script>alert(1)</script> & "Bob"';

const templates: [string, (name: string) => RenderedMail][] = [
  ['email confirmation', (name) => emailConfirmationMail({ name, url })],
  ['password reset', (name) => passwordResetMail({ name, url })],
  ['Google account notice', (name) => googleAccountNoticeMail({ name, loginUrl: url })],
  [
    'password changed',
    (name) => passwordChangedMail({ name, resetUrl: url, when: new Date('2026-01-02T03:04:05Z') }),
  ],
  [
    'workspace invitation',
    (name) => workspaceInvitationMail({ inviterName: name, workspaceName: name, url }),
  ],
  ...(
    [
      ['two-factor on', twoFactorEnabledMail],
      ['two-factor off', twoFactorDisabledMail],
    ] as const
  ).map(([label, notice]): [string, (name: string) => RenderedMail] => [
    label,
    (name) => notice({ name, when, accountUrl: url, resetUrl: 'http://localhost:3000/forgot-password' }),
  ]),
  ['email code', (name) => emailCodeMail({ name, code: '012345', purpose: 'deletion', accountUrl: url })],
  ['account deleted', (name) => accountDeletedMail({ name, when, homeUrl: url })],
  [
    'member removed',
    (name) =>
      memberRemovedMail({ name, removerName: name, workspaceName: name, hasOtherWorkspace: false, url }),
  ],
  [
    'ownership received',
    (name) => ownershipReceivedMail({ name, previousOwnerName: name, workspaceName: name, url }),
  ],
];

describe.each(templates)('%s mail', (_, render) => {
  it('puts its link in the text and, escaped, in the HTML as a button and as the raw URL', () => {
    const mail = render('Ada');
    expect(mail.subject).not.toBe('');
    expect(mail.text).toContain(url);
    const escapedUrl = url.replace(/&/g, '&amp;');
    expect(mail.html.match(new RegExp(`href="${escapedUrl.replace(/[.?]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(mail.html).toContain(`>${escapedUrl}</a>`);
  });

  it('escapes HTML in interpolated values', () => {
    const mail = render(hostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot;');
  });

  it('is a complete, accessible document with a footer saying why it was sent', () => {
    const { html } = render('Ada');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>');
    expect(html).toContain('<h1');
    expect(html).not.toMatch(/<table|<script/);
    // Every attribute value ends where the attribute does: no stray quote inside a style.
    expect(html).not.toMatch(/="[^"]*"(?![\s>/])/);
    expect(html).toMatch(/You received this email because/);
  });
});

describe('templates', () => {
  it('the Google account notice says to sign in with Google and carries no reset link', () => {
    const mail = googleAccountNoticeMail({ name: 'Ada', loginUrl: 'http://localhost:3000/login' });
    const sentence = 'This account uses Google Sign In. Please sign in with Google instead.';
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(sentence);
    expect(mail.text).not.toMatch(/reset-password/);
  });

  it('the password reset says the link works once and expires within 1 hour', () => {
    expect(passwordResetMail({ name: 'Ada', url }).text).toContain(
      'This link works once and expires within 1 hour.',
    );
  });

  it('the password-changed notice says when, in the reader’s time zone when known', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    expect(passwordChangedMail({ name: 'Ada', resetUrl: url, when }).text).toContain(
      '2 January 2026 at 03:04 (UTC)',
    );
    const paris = passwordChangedMail({ name: 'Ada', resetUrl: url, when, timeZone: 'Europe/Paris' });
    expect(paris.text).toContain('2 January 2026 at 04:04 (Europe/Paris)');
    const unknown = passwordChangedMail({ name: 'Ada', resetUrl: url, when, timeZone: 'Mars/Olympus' });
    expect(unknown.text).toContain('(UTC)');
  });

  it('keeps a subject on one line whatever the names hold', () => {
    const mail = workspaceInvitationMail({ inviterName: 'Eve\r\nBcc: Mallory', workspaceName: 'Acme', url });
    expect(mail.subject).toBe('Eve Bcc: Mallory invited you to Acme on Tessera');
  });

  it('quotes an inviter’s and a workspace’s names without links, control characters or excess length', () => {
    const mail = workspaceInvitationMail({
      inviterName: 'IT desk: verify at https://evil.example/login or evil.example, or mail help@evil.example',
      workspaceName: `\u202eAcme\u200b${'x'.repeat(200)}`,
      url,
    });
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toMatch(/evil\.example|\u202e|\u200b/);
    }
    expect(mail.subject).toMatch(/^IT desk: verify at or or mail invited you to Acme x+… on Tessera$/);
    expect(mail.subject).toContain(`Acme ${'x'.repeat(54)}…`);
    // Nor an IP address, a host and port, or a domain written with look-alike dots.
    for (const name of [
      'IT Desk: reset at 203.0.113.7/login',
      'go to localhost:8080/reset',
      'evil．com',
      'evil。com',
      'evil․com',
    ]) {
      const quoted = workspaceInvitationMail({ inviterName: name, workspaceName: 'Acme', url });
      expect(quoted.subject).not.toMatch(/203\.0|8080|evil/);
    }
    // Nothing left of a name: the plain fallback.
    const empty = workspaceInvitationMail({ inviterName: 'www.evil.example', workspaceName: '\u0007', url });
    expect(empty.subject).toBe('A Tessera member invited you to a workspace on Tessera');
  });

  it('tells a removed member their account stays only when they have no other workspace', () => {
    const removal = (hasOtherWorkspace: boolean) =>
      memberRemovedMail({ name: 'Ada', removerName: 'Grace', workspaceName: 'Acme', hasOtherWorkspace, url });
    const alone = removal(false);
    expect(alone.subject).toBe('You were removed from Acme');
    expect(alone.text).toContain('Grace removed you from Acme on Tessera. You no longer have access');
    expect(alone.text).toContain('you can still sign in, create a workspace of your own, or join one');
    expect(removal(true).text).not.toContain('you can still sign in');
  });

  it('quotes the names in member notices without links', () => {
    const removal = memberRemovedMail({
      name: 'Ada',
      removerName: 'Support: see evil.example',
      workspaceName: 'www.evil.example',
      hasOtherWorkspace: true,
      url,
    });
    expect(removal.subject).toBe('You were removed from a workspace');
    expect(removal.text).toContain('Support: see removed you from a workspace on Tessera.');
    const ownership = ownershipReceivedMail({
      name: 'Ada',
      previousOwnerName: 'https://evil.example',
      workspaceName: 'Acme',
      url,
    });
    expect(ownership.subject).toBe('You are now the Owner of Acme');
    expect(ownership.text).toContain('A member of the workspace handed Acme over to you on Tessera');
    expect(ownership.text).toContain('full control of the workspace, including billing');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => passwordResetMail({ name: 'Ada', url: 'javascript:alert(1)' })).toThrow();
  });
});
