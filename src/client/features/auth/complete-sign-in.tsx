import { useEffect, useRef } from 'react';
import { useNavigate, useQueryParams } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/shared/paths';
import { getProfile, hasCompleteProfile } from '@/client/api/profile/get-profile';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { withRetries, type Wait } from '@/client/lib/with-retries';
import { authMessages } from '@/shared/i18n/messages/auth';
import { setNeedsOnboarding, takeRedirect } from '@/client/lib/auth/auth-storage';
import { useAuth } from '@/client/lib/auth/auth-provider';

const copy = authMessages;

/** docs/product.md#constants: the session is read up to 3 times, 1 second apart. */
const sessionRetryDelaysMs = [1000, 1000] as const;

/** Where email confirmation and Google sign-in land: the four rules of docs/product.md#behaviour, in order. */
export function CompleteSignIn({ wait }: { wait?: Wait }) {
  const params = useQueryParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    // Once only: development's StrictMode runs effects twice, and each run would toast and navigate.
    if (started.current) return;
    started.current = true;
    const go = (to: string) => void navigate(to, { replace: true });

    if (params.has('error')) {
      toast.info(copy.errors.authenticationCancelled);
      return go(takeRedirect() ?? paths.app.root);
    }

    const readSession = async () => {
      const user = await refresh();
      if (!user) throw new Error(copy.errors.unableToEstablishSession);
      return user;
    };

    void (async () => {
      try {
        await withRetries(readSession, { delaysMs: sessionRetryDelaysMs, shouldRetry: () => true, wait });
      } catch {
        toast.error(copy.errors.unableToEstablishSession);
        return go(paths.auth.login);
      }
      try {
        if (!hasCompleteProfile(await getProfile())) {
          toast.info(copy.toasts.completeProfile);
          setNeedsOnboarding();
          return go(paths.auth.onboarding);
        }
        toast.success(copy.toasts.signedIn);
        go(takeRedirect() ?? paths.app.root);
      } catch (error) {
        toast.error(apiErrorMessage(error, copy.errors.authenticationFailed));
        go(takeRedirect() ?? paths.auth.login);
      }
    })();
  }, [params, navigate, refresh, wait]);

  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <Spinner className="text-muted-foreground" />
      <h1 className="text-lg font-medium">{copy.callback.completing}</h1>
    </div>
  );
}
