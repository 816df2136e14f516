import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from '@/client/lib/navigation/navigation';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';
import { ThemeToggle } from '@/client/components/theme-toggle';
import { cn } from '@/client/lib/cn';
import { commonMessages } from '@/shared/i18n/messages/common';
import { LogoLink } from '@/client/components/logo';

const links = [
  {
    to: paths.marketing.manifesto,
    get label() {
      return commonMessages.nav.manifesto;
    },
  },
  {
    to: paths.marketing.ourTeam,
    get label() {
      return commonMessages.nav.ourTeam;
    },
  },
  {
    to: paths.auth.signup,
    get label() {
      return commonMessages.nav.signup;
    },
  },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

/** The 72px marketing navigation; below `md` its links fold into a menu button. */
export function MarketingNav() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      <nav
        aria-label={commonMessages.nav.label}
        className="mx-auto flex h-[72px] max-w-6xl items-center justify-between gap-4 px-4"
      >
        <LogoLink />
        <div className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <Link to={paths.auth.login} className={cn(buttonVariants({ size: 'sm' }), 'ml-2')}>
            {commonMessages.nav.login}
          </Link>
          <ThemeToggle />
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? commonMessages.nav.closeMenu : commonMessages.nav.openMenu}
            onClick={() => setOpen(!open)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {[...links, { to: paths.auth.login, label: commonMessages.nav.login }].map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}
