import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';

const billingOf = async (testApp: TestApp, cookie: string) =>
  (await (await testApp.app.request('/api/workspace/billing', withCookie(cookie))).json()) as {
    billing: { plan: string; subscription: null; portalConfigured: boolean; portalUrl: string | null };
  };

describeOnEachDatabase(
  'GET /api/workspace/billing with a customer portal',
  (context) => {
    it('gives the portal link to Owners only', async () => {
      const { cookie, response } = await signUp(context());
      expect(await billingOf(context(), cookie)).toEqual({
        billing: {
          plan: 'free',
          subscription: null,
          portalConfigured: true,
          portalUrl: 'https://billing.example/portal',
        },
      });
      const { user } = (await response.json()) as { user: { id: string } };
      await context().database.db.update(members).set({ role: 'admin' }).where(eq(members.userId, user.id));
      expect((await billingOf(context(), cookie)).billing).toMatchObject({
        portalConfigured: true,
        portalUrl: null,
      });
    });

    it('refuses anonymous callers', async () => {
      expect((await context().app.request('/api/workspace/billing')).status).toBe(401);
    });
  },
  { BILLING_PORTAL_URL: 'https://billing.example/portal' },
);

describeOnEachDatabase('GET /api/workspace/billing without a customer portal', (context) => {
  it('says there is none, even to an Owner', async () => {
    const { cookie } = await signUp(context());
    expect((await billingOf(context(), cookie)).billing).toMatchObject({
      portalConfigured: false,
      portalUrl: null,
    });
  });
});
