import { ContentPage } from '@/client/components/content-page';
import { LoadingPage } from '@/client/components/content-page';
import { buttonVariants } from '@/client/components/ui/button';
import { MarketingFrame } from '@/client/features/marketing/marketing-frame';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { Link } from '@/client/lib/navigation/navigation';
import { commonMessages } from '@/shared/i18n/messages/common';
import { paths } from '@/shared/paths';
import { SignedInFrame } from '../signed-in-frame';

/**
 * Any path the app has no page for (the server answers it 404): the not-found page, in the frame the user is
 * in — the signed-in header for a signed-in user, the marketing header for anyone else.
 */
export default function NotFoundPage() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingPage />;
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

/** The not-found message and a way home: also what a page shows for a record the API answers 404. */
export function NotFound({ home }: { home: string }) {
  return (
    <ContentPage title={commonMessages.errors.notFoundTitle} ownHeading width="lg" padded>
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <p className="text-sm font-medium text-muted-foreground">404</p>
        <h1 className="text-3xl font-semibold tracking-tight">{commonMessages.errors.notFoundTitle}</h1>
        <p className="text-muted-foreground">{commonMessages.errors.notFoundBody}</p>
        <Link to={home} className={buttonVariants()}>
          {commonMessages.errors.goHome}
        </Link>
      </div>
    </ContentPage>
  );
}
