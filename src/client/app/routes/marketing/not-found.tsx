import { Link } from '@/client/lib/navigation/navigation';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { commonMessages } from '@/shared/i18n/messages/common';

export default function NotFoundPage() {
  usePageMeta(commonMessages.errors.notFoundTitle);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">{commonMessages.errors.notFoundTitle}</h1>
      <p className="text-muted-foreground">{commonMessages.errors.notFoundBody}</p>
      <Link to={paths.home} className={buttonVariants()}>
        {commonMessages.errors.goHome}
      </Link>
    </main>
  );
}
