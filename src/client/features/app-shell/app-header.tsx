import { Link } from 'react-router';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { WorkspaceAvatar } from '@/client/components/workspace-avatar';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { Logo } from '@/client/components/logo';
import { ThemeToggle } from '@/client/components/theme-toggle';
import { appMessages } from '@/shared/i18n/en/app';

const copy = appMessages.header;

/** The signed-in header: the way back to the app, who is signed in, settings and log out. */
export function AppHeader() {
  const { user } = useAuth();
  const workspace = useActiveWorkspace();
  return (
    <header className="border-b">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.app.home}
          aria-label={copy.home}
          className="shrink-0 rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        {workspace.data && (
          <Link
            to={paths.settings.workspace.overview}
            className="ml-2 hidden min-w-0 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:flex"
            title={copy.workspace}
          >
            <WorkspaceAvatar workspace={workspace.data} />
            <span className="truncate">{workspace.data.name}</span>
          </Link>
        )}
        <nav aria-label={copy.label} className="ml-auto flex min-w-0 items-center gap-1">
          {user && (
            <span
              className="mr-1 hidden min-w-0 truncate text-sm text-muted-foreground sm:inline"
              title={copy.signedInAs(user.name)}
            >
              {user.name}
            </span>
          )}
          <Link to={paths.settings.profile} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {copy.settings}
          </Link>
          <Link to={paths.auth.logout} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {copy.logout}
          </Link>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
