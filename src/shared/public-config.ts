/** Runtime settings the browser needs before its first request, carried in a meta tag of index.html. */
export type PublicConfig = {
  heroVideoUrl: string;
  /** Whether GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  googleSignIn: boolean;
  /** Whether sign-up waits for the emailed confirmation link (EMAIL_CONFIRMATION=on). */
  emailConfirmation: boolean;
};

export const publicConfigMetaName = 'tessera-config';

export const defaultPublicConfig: PublicConfig = {
  heroVideoUrl: '/media/hero.mp4',
  googleSignIn: false,
  emailConfirmation: false,
};
