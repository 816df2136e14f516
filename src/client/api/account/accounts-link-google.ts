import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { rememberRedirect } from '@/client/lib/auth/auth-storage';
import { paths } from '@/shared/paths';

/** Asks where to send the browser to link Google; it comes back through /auth/callback to this screen. */
export const linkGoogle = async () => {
  const { url } = await apiRequest<{ url: string }>('/api/auth/link-social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: paths.auth.callback, errorCallbackURL: paths.auth.callback },
  });
  rememberRedirect(paths.settings.accounts);
  return url;
};

export const useLinkGoogle = () =>
  useMutation({ mutationFn: linkGoogle, onSuccess: (url) => window.location.assign(url) });
