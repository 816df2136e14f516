import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useResendConfirmation } from '@/client/api/auth/resend-confirmation';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { toast } from '@/client/lib/toast';
import { accountMessages } from '@/shared/i18n/messages/account';

/** Whether the signed-in user's address still waits for its confirmation link. */
export const useEmailUnconfirmed = () => useAuth().user?.emailVerified === false;

/**
 * An unconfirmed address: an 'Unconfirmed' badge, what confirming unlocks, and 'Resend confirmation email'
 * (the server's confirmation-mail route, rate-limited). Renders nothing once the address is confirmed.
 */
export function EmailConfirmationNotice() {
  const copy = accountMessages.emailConfirmation;
  const { user } = useAuth();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified !== false) return null;
  const send = () =>
    resend.mutate(user.email, {
      onSuccess: () => toast.success(copy.sent(user.email)),
      onError: (error) => toast.error(apiErrorMessage(error, copy.failed)),
    });
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <Badge variant="outline" className="self-start">
        {copy.badge}
      </Badge>
      <p className="text-muted-foreground">{copy.body(user.email)}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={send}
        disabled={resend.isPending}
      >
        {resend.isPending ? copy.sending : copy.resend}
      </Button>
    </div>
  );
}
