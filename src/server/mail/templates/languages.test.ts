import { describe, expect, it } from 'vitest';
import { withLanguage } from '../../lib/language';
import { passwordChangedMail } from './password-changed';
import { passwordResetMail } from './password-reset';
import { workspaceInvitationMail } from './workspace-invitation';

describe('mail in the reader’s language', () => {
  it('renders a password reset in German, with German markup language', () => {
    const mail = withLanguage('de', () =>
      passwordResetMail({ name: 'Ada', url: 'https://tessera.test/r?t=1' }),
    );
    expect(mail.subject).toBe('Setze dein Tessera-Passwort zurück');
    expect(mail.text).toContain('Hallo Ada,');
    expect(mail.text).toContain('Passwort zurücksetzen: https://tessera.test/r?t=1');
    expect(mail.text).toContain('Dein Tessera-Team');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('renders an invitation in German and stays English outside', () => {
    const input = {
      inviterName: 'Ada',
      workspaceName: 'Acme',
      url: 'https://tessera.test/invite/1',
      role: 'editor' as const,
    };
    const german = withLanguage('de', () => workspaceInvitationMail(input));
    expect(german.subject).toBe('Ada hat dich zu Acme auf Tessera eingeladen');
    expect(german.text).toContain('Du trittst mit der Rolle Bearbeiter bei.');
    expect(workspaceInvitationMail(input).subject).toBe('Ada invited you to Acme on Tessera');
  });

  it('writes dates with Intl in the reader’s language and time zone', () => {
    const when = new Date('2026-03-05T15:30:00Z');
    const german = withLanguage('de', () =>
      passwordChangedMail({
        name: 'Ada',
        resetUrl: 'https://tessera.test/f',
        when,
        timeZone: 'Europe/Berlin',
      }),
    );
    expect(german.text).toContain('5. März 2026');
    expect(german.text).toContain('16:30');
    const english = passwordChangedMail({ name: 'Ada', resetUrl: 'https://tessera.test/f', when });
    expect(english.text).toContain('5 March 2026');
  });
});
