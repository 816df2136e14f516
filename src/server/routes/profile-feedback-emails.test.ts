import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { profileMessages } from '../../shared/i18n/en/profile';
import { mailOutbox } from '../db/schema/index';
import { newAccount, signUp, withCookie } from '../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';

const subject = profileMessages.feedbackMail.subject;

describeOnEachDatabase("'Receive feedback emails' decides the feedback acknowledgement", (context) => {
  const sendFeedback = (message: string, cookie = '') =>
    context().app.request('/api/feedback', withCookie(cookie, jsonRequest('POST', { message })));
  const acknowledgementsTo = (email: string) =>
    context()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'feedback-received')));
  const setFeedbackEmails = (cookie: string, feedbackEmails: boolean) =>
    context().app.request('/api/profile', withCookie(cookie, jsonRequest('PATCH', { feedbackEmails })));

  it('thanks a signed-in sender by email while the toggle is on, which it is by default', async () => {
    const { cookie, account } = await signUp(context(), newAccount({ name: 'Ada Lovelace' }));
    expect((await sendFeedback('The export button <b>is</b> hard to find', cookie)).status).toBe(201);
    const [mail, ...more] = await acknowledgementsTo(account.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject, status: 'pending' });
    expect(mail!.textBody).toContain('Hi Ada Lovelace,');
    expect(mail!.textBody).toContain('The export button <b>is</b> hard to find');
    expect(mail!.textBody).toContain('http://localhost:3000/settings/profile');
    expect(mail!.html).toContain('The export button &lt;b&gt;is&lt;/b&gt; hard to find');
  });

  it('sends nothing once the toggle is off, and again once it is back on', async () => {
    const { cookie, account } = await signUp(context());
    expect((await setFeedbackEmails(cookie, false)).status).toBe(200);
    expect((await sendFeedback('Quiet, please', cookie)).status).toBe(201);
    expect(await acknowledgementsTo(account.email)).toEqual([]);

    expect((await setFeedbackEmails(cookie, true)).status).toBe(200);
    expect((await sendFeedback('Loud again', cookie)).status).toBe(201);
    expect(
      (await acknowledgementsTo(account.email)).map((mail) => mail.textBody.includes('Loud again')),
    ).toEqual([true]);
  });

  it('sends nothing for anonymous feedback, and quotes a long message only in part', async () => {
    const before = await context()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'feedback-received'));
    expect((await sendFeedback('From nobody in particular')).status).toBe(201);
    const after = await context()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'feedback-received'));
    expect(after).toHaveLength(before.length);

    const { cookie, account } = await signUp(context());
    await sendFeedback(`${'long '.repeat(300)}END`, cookie);
    const [mail] = await acknowledgementsTo(account.email);
    expect(mail!.textBody).not.toContain('END');
    expect(mail!.textBody).toContain('long long…');
  });
});
