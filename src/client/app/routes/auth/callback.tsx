import { CompleteSignIn } from '@/client/features/auth/complete-sign-in';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { authMessages } from '@/shared/i18n/messages/auth';

export default function AuthCallbackPage() {
  usePageMeta(authMessages.callback.title);
  return <CompleteSignIn />;
}
