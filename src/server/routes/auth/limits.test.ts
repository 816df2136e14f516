import { expect, it } from 'vitest';
import { resetTokenSeconds } from '../../services/account/account-ownership';
import { limitRules } from '../../lib/limits';
import { mailOutbox } from '../../db/schema/index';
import { confirmEmail, cookieHeader, newAccount, signIn, signUp, withCookie } from '../../test/auth-helpers';
import { enableTwoFactor, totpCode } from '../../test/totp';
import { describeOnEachDatabase, fromPeer, jsonRequest, type TestApp } from '../../test/test-app';
import { and, eq } from 'drizzle-orm';

// docs/decisions/013-brute-force-protection.md: failures count per account and address, never locking the
// owner out from an address that has not been failing; every check of a secret is limited.

const signInFrom = (testApp: TestApp, address: string, credentials: { email: string; password: string }) =>
  testApp.app.request('/api/auth/sign-in/email', jsonRequest('POST', credentials), fromPeer(address));

const wrong = (email: string) => ({ email, password: 'Wrong-pass1' });

describeOnEachDatabase('sign-in limits', (context) => {
  it('locks a guessing address out of the account after 5 failures, never the owner elsewhere', async () => {
    const { account } = await signUp(context());
    const attacker = '203.0.113.10';
    for (let attempt = 1; attempt <= limitRules.signInFailuresByAccountAndAddress.points; attempt++) {
      expect((await signInFrom(context(), attacker, wrong(account.email))).status).toBe(401);
    }
    // Even the right password is refused from the address that was guessing...
    const locked = await signInFrom(context(), attacker, account);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // ...while the owner at home signs in as usual.
    expect((await signInFrom(context(), '198.51.100.20', account)).status).toBe(200);
  });

  it('a success clears the address’s failures against the account', async () => {
    const { account } = await signUp(context());
    const address = '203.0.113.11';
    for (let attempt = 1; attempt < limitRules.signInFailuresByAccountAndAddress.points; attempt++) {
      await signInFrom(context(), address, wrong(account.email));
    }
    expect((await signInFrom(context(), address, account)).status).toBe(200);
    for (let attempt = 1; attempt < limitRules.signInFailuresByAccountAndAddress.points; attempt++) {
      expect((await signInFrom(context(), address, wrong(account.email))).status).toBe(401);
    }
    expect((await signInFrom(context(), address, account)).status).toBe(200);
  });

  it('an account failing from many addresses stays open to a clean address, one try per failing one', async () => {
    const { account } = await signUp(context());
    const spread = Array.from(
      { length: limitRules.signInFailuresByAccount.points },
      (_, i) => `192.0.2.${i + 1}`,
    );
    for (const address of spread) await signInFrom(context(), address, wrong(account.email));
    // An address that already failed against this account gets no more tries, not even the right password.
    expect((await signInFrom(context(), spread[0]!, account)).status).toBe(429);
    // A fresh address still gets in with the right password.
    expect((await signInFrom(context(), '198.51.100.21', account)).status).toBe(200);
  });

  it('refuses a flood of attempts from one address whatever the accounts', async () => {
    const address = '203.0.113.12';
    let status = 0;
    for (let attempt = 0; attempt <= limitRules.signInAttemptsByAddress.points; attempt++) {
      status = (await signInFrom(context(), address, wrong(`nobody-${attempt}@example.test`))).status;
    }
    expect(status).toBe(429);
  });

  it('counts IPv6 addresses of one /64 as one address', async () => {
    const { account } = await signUp(context());
    for (let attempt = 1; attempt <= limitRules.signInFailuresByAccountAndAddress.points; attempt++) {
      const address = `2001:db8:4:2::${attempt.toString(16)}`;
      expect((await signInFrom(context(), address, wrong(account.email))).status).toBe(401);
    }
    expect((await signInFrom(context(), '2001:db8:4:2:ffff::9', account)).status).toBe(429);
    expect((await signInFrom(context(), '2001:db8:4:3::1', account)).status).toBe(200);
  });
});

describeOnEachDatabase('reset request limits', (context) => {
  const requestReset = (email: string, address: string) =>
    context().app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email }),
      fromPeer(address),
    );

  const resetMails = async (email: string) => {
    await context().deps.deferredWork.idle();
    const sent = await context().database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    return sent.filter((mail) => mail.kind === 'password-reset').length;
  };

  it('answers past the per-account limit exactly as before, and sends nothing more', async () => {
    const { account } = await signUp(context());
    const answers = new Set<string>();
    const max = limitRules.accountMailByAccountAndAddress.points;
    for (let attempt = 0; attempt < max + 2; attempt++) {
      const response = await requestReset(account.email, '203.0.113.30');
      answers.add(`${response.status} ${await response.text()}`);
    }
    expect([...answers]).toEqual(['200 {"status":true}']);
    expect(await resetMails(account.email)).toBe(max);
  });

  it('a stranger’s requests do not use up the owner’s', async () => {
    const { account } = await signUp(context());
    for (let attempt = 0; attempt < limitRules.accountMailByAccountAndAddress.points + 3; attempt++) {
      await requestReset(account.email, '203.0.113.31');
    }
    const before = await resetMails(account.email);
    await requestReset(account.email, '198.51.100.31');
    expect(await resetMails(account.email)).toBe(before + 1);
  });

  it('strangers asking from several addresses do not use up the owner’s allowance', async () => {
    const { account } = await signUp(context());
    const strangers = ['203.0.113.41', '203.0.113.42', '203.0.113.43', '203.0.113.44'];
    const answers = new Set<string>();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await requestReset(account.email, strangers[attempt % strangers.length]!);
      answers.add(`${response.status} ${await response.text()}`);
    }
    const before = await resetMails(account.email);
    const owner = await requestReset(account.email, '198.51.100.45');
    answers.add(`${owner.status} ${await owner.text()}`);
    expect([...answers]).toEqual(['200 {"status":true}']);
    expect(await resetMails(account.email)).toBe(before + 1);
  });

  it('a stranger’s requests past their own allowance do not spend the account’s daily ceiling', async () => {
    const { account } = await signUp(context());
    // Each address asks as often as its own limit lets it: only the mail its pair allowance sends may count.
    const perAddress = limitRules.resetRequestsByAddress.points;
    const addresses = Math.ceil(limitRules.accountMailByAccountPerDay.points / perAddress);
    for (let stranger = 0; stranger < addresses; stranger++) {
      for (let attempt = 0; attempt < perAddress; attempt++) {
        await requestReset(account.email, `203.0.113.${100 + stranger}`);
      }
    }
    const before = await resetMails(account.email);
    const owner = await requestReset(account.email, '198.51.100.47');
    expect(owner.status).toBe(200);
    expect(await resetMails(account.email)).toBe(before + 1);
  });

  it('strangers spending the account’s daily ceiling cannot silence the owner’s own device', async () => {
    const { account } = await signUp(context());
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
    };
    const ownDevice = '198.51.100.60';
    const signedIn = await context().app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', account, browser),
      fromPeer(ownDevice),
    );
    expect(signedIn.status).toBe(200);
    // As many strangers as it takes, each within its own pair's allowance, to spend the whole ceiling.
    const pair = limitRules.accountMailByAccountAndAddress.points;
    const strangers = Math.ceil(limitRules.accountMailByAccountPerDay.points / pair);
    for (let stranger = 0; stranger < strangers; stranger++) {
      for (let attempt = 0; attempt < pair; attempt++) {
        await requestReset(account.email, `10.${60 + Math.floor(stranger / 200)}.${stranger % 200}.9`);
      }
    }
    const spent = await resetMails(account.email);
    expect(spent).toBe(limitRules.accountMailByAccountPerDay.points);
    // The ceiling holds for anyone else...
    await requestReset(account.email, '203.0.113.250');
    expect(await resetMails(account.email)).toBe(spent);
    // ...but the owner's browser on the network it signed in from still gets its link.
    const owner = await context().app.request(
      '/api/auth/request-password-reset',
      jsonRequest('POST', { email: account.email }, browser),
      fromPeer('198.51.100.61'),
    );
    expect(`${owner.status} ${await owner.text()}`).toBe('200 {"status":true}');
    expect(await resetMails(account.email)).toBe(spent + 1);
  });

  it('queues the reset mail with its link’s expiry, so it is never sent after the link stops working', async () => {
    const { account } = await signUp(context());
    await requestReset(account.email, '198.51.100.46');
    await context().deps.deferredWork.idle();
    const [mail] = await context()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, account.email), eq(mailOutbox.kind, 'password-reset')));
    const expiresIn = mail!.expiresAt!.getTime() - mail!.createdAt.getTime();
    expect(Math.round(expiresIn / 60_000)).toBe(resetTokenSeconds / 60);
  });

  it('limits one address’s reset requests per day whatever the accounts', async () => {
    let status = 0;
    const perWindow = limitRules.resetRequestsByAddress.points;
    for (let attempt = 0; attempt <= limitRules.accountMailRequestsByAddressPerDay.points; attempt++) {
      // Past the 15-minute window's points, the window is emptied as if it had ended.
      if (attempt > 0 && attempt % perWindow === 0)
        await context().deps.limiters.resetRequestsByAddress.delete('203.0.113.46');
      status = (await requestReset(`someone-${attempt}@example.test`, '203.0.113.46')).status;
    }
    expect(status).toBe(429);
  });

  it('still limits one address asking for many accounts with a 429', async () => {
    let status = 0;
    for (let attempt = 0; attempt <= limitRules.resetRequestsByAddress.points; attempt++) {
      status = (await requestReset(`someone-${attempt}@example.test`, '203.0.113.13')).status;
    }
    expect(status).toBe(429);
  });
});

describeOnEachDatabase(
  'confirmation mail limits',
  (context) => {
    const askForConfirmation = (email: string, address: string) =>
      context().app.request(
        '/api/auth/send-verification-email',
        jsonRequest('POST', { email }),
        fromPeer(address),
      );

    const confirmationMails = async (email: string) => {
      const sent = await context()
        .database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      return sent.filter((mail) => mail.kind === 'email-confirmation').length;
    };

    it('strangers asking from several addresses do not use up the owner’s allowance', async () => {
      const { account } = await signUp(context());
      const strangers = ['203.0.113.51', '203.0.113.52', '203.0.113.53', '203.0.113.54'];
      const answers = new Set<string>();
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await askForConfirmation(account.email, strangers[attempt % strangers.length]!);
        answers.add(`${response.status} ${await response.text()}`);
      }
      const before = await confirmationMails(account.email);
      const owner = await askForConfirmation(account.email, '198.51.100.55');
      answers.add(`${owner.status} ${await owner.text()}`);
      expect([...answers]).toEqual(['200 {"status":true}']);
      expect(await confirmationMails(account.email)).toBe(before + 1);
    });

    it('limits one address’s requests per day whatever the accounts', async () => {
      let status = 0;
      const perWindow = limitRules.emailTokensByAddress.points;
      for (let attempt = 0; attempt <= limitRules.accountMailRequestsByAddressPerDay.points; attempt++) {
        // Past the 15-minute window's points, the window is emptied as if it had ended.
        if (attempt > 0 && attempt % perWindow === 0)
          await context().deps.limiters.emailTokensByAddress.delete('203.0.113.56');
        status = (await askForConfirmation(`someone-${attempt}@example.test`, '203.0.113.56')).status;
      }
      expect(status).toBe(429);
    });
  },
  { EMAIL_CONFIRMATION: 'on' },
);

describeOnEachDatabase('limits on every check of a secret', (context) => {
  const post = (path: string, cookie: string, body: unknown, address = '203.0.113.14') =>
    context().app.request(
      `/api/auth${path}`,
      withCookie(cookie, jsonRequest('POST', body)),
      fromPeer(address),
    );

  it.each([
    ['/two-factor/verify-totp', { code: '000000' }],
    ['/two-factor/verify-backup-code', { code: 'aaaaa-bbbbb' }],
    ['/change-password', { currentPassword: 'Wrong-pass1', newPassword: 'Another-Pass9' }],
  ])('%s: a signed-in guesser is stopped per account, whatever address they use', async (path, body) => {
    const { cookie } = await signUp(context());
    for (let attempt = 0; attempt < limitRules.secretChecksByAccount.points; attempt++) {
      const response = await post(path, cookie, body, `198.51.100.${100 + attempt}`);
      expect(response.status).not.toBe(429);
      expect(response.status).toBeLessThan(500);
    }
    expect((await post(path, cookie, body, '198.51.100.250')).status).toBe(429);
  });

  it('stops a pending two-factor sign-in’s guesses per address as well', async () => {
    let status = 0;
    for (let attempt = 0; attempt <= limitRules.secretChecksByAddress.points; attempt++) {
      status = (await post('/two-factor/verify-totp', `better-auth.two_factor=x${attempt}`, { code: '1' }))
        .status;
    }
    expect(status).toBe(429);
  });

  it('keeps better-auth’s verify-password, which checks a password, closed', async () => {
    const { account, cookie } = await signUp(context());
    const response = await post('/verify-password', cookie, { password: account.password });
    expect(response.status).toBe(404);
  });
});

describeOnEachDatabase('two-factor code limits at sign-in', (context) => {
  const pendingSignIn = async (account: { email: string; password: string }, address: string) => {
    const response = await signInFrom(context(), address, account);
    expect(await response.clone().json()).toMatchObject({ twoFactorRedirect: true });
    return cookieHeader(response);
  };
  const answer = (cookie: string, code: string, address: string) =>
    context().app.request(
      '/api/auth/two-factor/verify-totp',
      withCookie(cookie, jsonRequest('POST', { code })),
      fromPeer(address),
    );

  it('someone with the password guessing codes locks only their own address, not the owner', async () => {
    const { account, cookie } = await signUp(context());
    const { totpURI } = await enableTwoFactor(
      context(),
      await confirmEmail(context(), account.email, cookie),
      account.password,
    );
    const thief = '203.0.113.50';
    let status = 0;
    for (let attempt = 0; attempt <= limitRules.codeFailuresByAccountAndAddress.points; attempt++) {
      // A fresh pending sign-in each time, as a guesser would make (better-auth allows 5 tries per one).
      const response = await answer(await pendingSignIn(account, thief), '000000', thief);
      status = response.status;
      if (status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(status).toBe(429);
    const owner = '198.51.100.50';
    const ok = await answer(await pendingSignIn(account, owner), totpCode(totpURI), owner);
    expect(ok.status).toBe(200);
  });
});

describeOnEachDatabase('sign-up limits', (context) => {
  it('limits sign-ups per address, IPv6 by /64', async () => {
    let status = 0;
    for (let attempt = 0; attempt <= limitRules.signUpByAddress.points; attempt++) {
      const response = await context().app.request(
        '/api/auth/sign-up/email',
        jsonRequest('POST', newAccount()),
        fromPeer(`2001:db8:9:9::${(attempt + 1).toString(16)}`),
      );
      status = response.status;
    }
    expect(status).toBe(429);
  });
});

describeOnEachDatabase('a changed password', (context) => {
  it('signs every other session out and tells the owner, as a reset does', async () => {
    const { account, cookie } = await signUp(context());
    const other = await signIn(context(), account);
    const changed = await context().app.request(
      '/api/auth/change-password',
      withCookie(
        cookie,
        jsonRequest('POST', { currentPassword: account.password, newPassword: 'Fresh-Pass22' }),
      ),
    );
    expect(changed.status).toBe(200);
    expect((await context().app.request('/api/profile', withCookie(other.cookie))).status).toBe(401);
    const current = cookieHeader(changed) || cookie;
    expect((await context().app.request('/api/profile', withCookie(current))).status).toBe(200);
    const mail = await context()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.email));
    expect(mail.map((row) => row.kind)).toContain('password-changed');
  });
});
