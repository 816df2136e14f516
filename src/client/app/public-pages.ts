import type { ComponentType, ReactNode } from 'react';
import { paths } from '@/shared/paths';

export type PageModule = { default: ComponentType };
export type LoadPage = () => Promise<PageModule>;
type Frame = ComponentType<{ children: ReactNode }>;

/**
 * A page anyone can open, pre-rendered at build time (docs/decisions/021) and started without React Router
 * (docs/decisions/026): its frame, whether it reads who is signed in, and its route module (the same one the
 * router shows it with).
 */
export type PublicPage = { loadFrame: () => Promise<Frame>; readsSession: boolean; load: LoadPage };

const marketingFrame = () =>
  import('@/client/features/marketing/marketing-frame').then((m) => m.MarketingFrame);
const accountFrame = () => import('@/client/features/auth/account-frame').then((m) => m.AccountFrame);

const marketing = (load: LoadPage, readsSession = false): PublicPage => ({
  loadFrame: marketingFrame,
  readsSession,
  load,
});
const account = (load: LoadPage): PublicPage => ({ loadFrame: accountFrame, readsSession: true, load });

export const publicPages: Record<string, PublicPage> = {
  [paths.home]: marketing(() => import('./routes/marketing/home')),
  [paths.marketing.manifesto]: marketing(() => import('./routes/marketing/manifesto')),
  [paths.marketing.ourTeam]: marketing(() => import('./routes/marketing/our-team')),
  [paths.marketing.privacy]: marketing(() => import('./routes/marketing/privacy')),
  [paths.marketing.terms]: marketing(() => import('./routes/marketing/terms')),
  [paths.marketing.cookies]: marketing(() => import('./routes/marketing/cookies')),
  [paths.marketing.early]: marketing(() => import('./routes/marketing/early')),
  [paths.marketing.demo]: marketing(() => import('./routes/marketing/demo')),
  [paths.marketing.marketplace]: marketing(() => import('./routes/marketing/marketplace')),
  [paths.marketing.dsm]: marketing(() => import('./routes/marketing/dsm')),
  [paths.other.feedback]: marketing(() => import('./routes/feedback'), true),
  [paths.auth.login]: account(() => import('./routes/auth/login')),
  [paths.auth.signup]: account(() => import('./routes/auth/signup')),
  [paths.auth.forgotPassword]: account(() => import('./routes/auth/forgot-password')),
  [paths.auth.resetPassword]: account(() => import('./routes/auth/reset-password')),
};

/** The public page at `pathname`, if it is one. */
export const publicPageAt = (pathname: string): PublicPage | undefined =>
  Object.hasOwn(publicPages, pathname) ? publicPages[pathname] : undefined;
