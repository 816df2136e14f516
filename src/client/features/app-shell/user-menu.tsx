import { LogOut, Settings, ShieldCheck, User } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { useProfile } from '@/client/api/profile/get-profile';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { appMessages } from '@/shared/i18n/messages/app';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { paths } from '@/shared/paths';

/** The signed-in person's menu: their avatar (or initials), then profile, settings, admin when allowed, log out. */
export function UserMenu() {
  const copy = appAreaMessages.header;
  const { user } = useAuth();
  const profile = useProfile();
  const name = profile.data?.fullName || user?.name || user?.email || '';
  const email = profile.data?.email ?? user?.email ?? '';
  const avatarUrl = profile.data?.avatarUrl;

  return (
    // Not modal: a modal menu hides the page from assistive technology while its links stay focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={copy.userMenu(name)}
          title={name}
        >
          <Avatar size="sm">
            {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
            <AvatarFallback aria-hidden>{initialsOf(name || email)}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.settings.profile}>
            <User aria-hidden />
            {copy.profile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings.root}>
            <Settings aria-hidden />
            {appMessages.header.settings}
          </Link>
        </DropdownMenuItem>
        {profile.data?.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.dashboard}>
              <ShieldCheck aria-hidden />
              {copy.admin}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild variant="destructive">
          <Link to={paths.auth.logout}>
            <LogOut aria-hidden />
            {appMessages.header.logout}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
