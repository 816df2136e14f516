import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { getPublicConfig } from '@/client/lib/public-config';
import { authMessages } from '@/shared/i18n/messages/auth';
import { signInWithGoogle } from '@/client/api/auth/sign-in-with-google';

const copy = authMessages.google;

/**
 * 'Continue with Google' and the 'or' line under it, only when the server has a Google client: a customer is
 * never shown what this server does not offer (the README and the start-up log tell the operator).
 */
export function GoogleSignIn() {
  if (!getPublicConfig().googleSignIn) return null;
  return (
    <>
      <GoogleSignInButton />
      <OrDivider />
    </>
  );
}

function GoogleSignInButton() {
  const [redirecting, setRedirecting] = useState(false);

  const start = async () => {
    setRedirecting(true);
    try {
      const { url } = await signInWithGoogle();
      window.location.assign(url);
    } catch (error) {
      toast.error(apiErrorMessage(error, authMessages.errors.cannotConnect));
      setRedirecting(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={redirecting}
      onClick={() => void start()}
    >
      <GoogleMark />
      {redirecting ? copy.redirecting : copy.continue}
    </Button>
  );
}

/** A line with a word across it, between the Google button and the email form. */
function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      {copy.divider}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
