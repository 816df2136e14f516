import { paths } from './paths';
import { defaultPublicConfig, type PublicConfig } from './public-config';

/**
 * The public pages rendered to static HTML at build time (docs/decisions/021): the server answers these
 * exact paths with their page; every other path keeps the SPA's empty index.html.
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  ...Object.values(paths.marketing),
  paths.other.feedback,
  paths.auth.login,
  paths.auth.signup,
  paths.auth.forgotPassword,
  paths.auth.resetPassword,
];

/** Where a page's HTML lives under `prerendered/<variant>/` in the built client. */
export const prerenderedFileName = (path: string) =>
  path === paths.home ? 'index.html' : `${path.slice(1).replaceAll('/', '-')}.html`;

/** The folder the pre-rendered pages live in, inside the built client. */
export const prerenderedDir = 'prerendered';

/**
 * The public settings that change what a page shows (the Google button, the confirmation note) are known only
 * when the server starts, so every page is rendered once per combination and the server picks its own.
 */
export type PrerenderVariant = Pick<PublicConfig, 'googleSignIn' | 'emailConfirmation'>;

export const prerenderVariants: readonly PrerenderVariant[] = [false, true].flatMap((googleSignIn) =>
  [false, true].map((emailConfirmation) => ({ googleSignIn, emailConfirmation })),
);

export const prerenderVariantName = ({ googleSignIn, emailConfirmation }: PrerenderVariant) =>
  `google-${googleSignIn ? 'on' : 'off'}.confirmation-${emailConfirmation ? 'on' : 'off'}`;

/**
 * The hero video's address is free text, so pages are rendered with the default one and the server swaps in
 * its own (the attribute as React writes it).
 */
export const prerenderedHeroVideoSrc = `src="${defaultPublicConfig.heroVideoUrl}"`;
