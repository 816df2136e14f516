import { PageSpinner } from '@/client/components/ui/page-spinner';
import { buttonVariants } from '@/client/components/ui/button';
import { MarketingFrame } from '@/client/features/marketing/marketing-frame';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { Link } from '@/client/lib/navigation/navigation';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { commonMessages } from '@/shared/i18n/messages/common';
import { paths } from '@/shared/paths';
import { SignedInFrame } from '../signed-in-frame';

/**
 * Any path the app has no page for (the server answers it 404): the not-found page, in the frame the user is
 * in — the signed-in header for a signed-in user, the marketing header for anyone else.
 */
export default function NotFoundPage() {
  const { user, loading } = useAuth();
  usePageMeta(commonMessages.errors.notFoundTitle);
  if (loading) return <PageSpinner />;
  if (user) {
    return (
      <SignedInFrame>
        <NotFound home={paths.app.home} />
      </SignedInFrame>
    );
  }
  return (
    <MarketingFrame>
      <NotFound home={paths.home} />
    </MarketingFrame>
  );
}

function NotFound({ home }: { home: string }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{commonMessages.errors.notFoundTitle}</h1>
      <p className="text-muted-foreground">{commonMessages.errors.notFoundBody}</p>
      <Link to={home} className={buttonVariants()}>
        {commonMessages.errors.goHome}
      </Link>
    </main>
  );
}
