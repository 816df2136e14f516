import { apiRequest } from '@/client/lib/api-client';
import { paths } from '@/shared/paths';

/** Asks the server where to send the browser for Google; every outcome comes back to /auth/callback. */
export const signInWithGoogle = () =>
  apiRequest<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: paths.auth.callback,
      newUserCallbackURL: paths.auth.callback,
      errorCallbackURL: paths.auth.callback,
    },
  });
