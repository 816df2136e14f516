import { describe, expect, it } from 'vitest';
import { newSignInMail, type NewSignInInput } from './new-sign-in';

const input: NewSignInInput = {
  name: 'Ada',
  browser: 'Firefox',
  os: 'Windows',
  network: '203.0.113.0/24',
  when: new Date('2026-01-02T03:04:05Z'),
  sessionsUrl: 'http://localhost:3000/settings/accounts',
  resetUrl: 'http://localhost:3000/forgot-password',
};

describe('new sign-in mail', () => {
  it('names the device, the network and the moment, and links to the sessions and a reset', () => {
    const mail = newSignInMail(input);
    expect(mail.subject).toBe('New sign-in to your Tessera account');
    expect(mail.text).toContain('Firefox on Windows, network 203.0.113.0/24');
    expect(mail.text).toContain('2 January 2026 at 03:04 (UTC)');
    expect(mail.text).toContain('Review your sessions: http://localhost:3000/settings/accounts');
    expect(mail.text).toContain('http://localhost:3000/forgot-password');
    expect(mail.html).toContain('href="http://localhost:3000/settings/accounts"');
    expect(mail.html).toMatch(/You received this email because/);
  });

  it('says what it does not know instead of leaving a gap', () => {
    const mail = newSignInMail({ ...input, browser: null, os: null, network: null });
    expect(mail.text).toContain('an unknown browser on an unknown system, on');
  });

  it('uses the reader’s time zone when known', () => {
    expect(newSignInMail({ ...input, timeZone: 'Europe/Paris' }).text).toContain('04:04 (Europe/Paris)');
  });

  it('escapes a hostile name and user agent in the HTML', () => {
    const mail = newSignInMail({ ...input, name: '<b>x</b>', browser: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>x</b>');
  });
});
