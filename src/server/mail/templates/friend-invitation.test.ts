import { describe, expect, it } from 'vitest';
import { friendInvitationMail } from './friend-invitation';

describe('friendInvitationMail', () => {
  it('names the inviter and links to sign-up, as HTML and as text', () => {
    const mail = friendInvitationMail({ inviterName: 'Ada Lovelace', url: 'https://tessera.example/signup' });
    expect(mail.subject).toBe('Ada Lovelace invited you to try Tessera');
    expect(mail.text).toContain('Sign up for Tessera: https://tessera.example/signup');
    expect(mail.html).toContain('href="https://tessera.example/signup"');
  });

  it('never lets an inviter’s name carry a link or markup to a stranger', () => {
    const mail = friendInvitationMail({
      inviterName: '<b>Win</b> at evil.example now',
      url: 'https://tessera.example/signup',
    });
    expect(mail.subject).not.toContain('evil.example');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).not.toContain('evil.example');
  });
});
