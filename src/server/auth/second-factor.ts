import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';

/**
 * The two-factor plugin challenges only the email sign-in. Google's callback, the confirmation link and a social
 * sign-in make sessions too: for a user with two-factor on, this turns such a session into the same challenge
 * (the session is dropped, the pending-sign-in cookie set) and sends the browser to the page that asks for the
 * code.
 */
export const sessionMakingPaths = new Set(['/callback/:id', '/verify-email', '/sign-in/social']);

export function secondFactorOnEveryPath(plugin: ReturnType<typeof twoFactor>, challengePage: string) {
  const challenge = plugin.hooks.after[0]!.handler;
  return createAuthMiddleware(async (ctx) => {
    const session = ctx.context.newSession;
    if (!sessionMakingPaths.has(ctx.path) || !session?.user.twoFactorEnabled) return;
    // Read again: claiming the account for its address holder may have just removed the second factor.
    const user = await ctx.context.internalAdapter.findUserById(session.user.id);
    if (!(user as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled) return;
    const result = (await challenge({ ...ctx, returnHeaders: true, asResponse: false })) as {
      headers?: Headers;
      response?: { twoFactorRedirect?: boolean };
    };
    for (const cookie of result.headers?.getSetCookie() ?? [])
      ctx.responseHeaders?.append('set-cookie', cookie);
    // A trusted device skips the challenge: the session stands.
    if (result.response?.twoFactorRedirect) throw ctx.redirect(challengePage);
  });
}
