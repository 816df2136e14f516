import { createContext, use, useMemo, type AnchorHTMLAttributes, type ComponentType } from 'react';

/** Where the reader is: the parts of the address a page reads. */
export type Place = { pathname: string; search: string; hash: string };

export type NavigateOptions = { replace?: boolean };

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * How the app moves between pages (docs/decisions/026). Public pages load without React Router, so their
 * links and redirects are whole page loads; once React Router runs (any signed-in page), it provides its own
 * client-side links here. Components only ever import from this module, never from `react-router`.
 */
export type Navigation = {
  location: Place;
  navigate: (to: string, options?: NavigateOptions) => void | Promise<void>;
  Link: ComponentType<LinkProps>;
};

const NavigationContext = createContext<Navigation | null>(null);

/** Gives the components below it a way to navigate. */
export const NavigationProvider = NavigationContext;

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('navigation is used outside a NavigationProvider');
  return navigation;
}

export const useLocation = (): Place => useNavigation().location;

export const useNavigate = () => useNavigation().navigate;

/** The address's query parameters, read-only. */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function Link(props: LinkProps) {
  const { Link: Implementation } = useNavigation();
  return <Implementation {...props} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active on this exact path only, not on the paths below it. */
  end?: boolean;
};

/** A link that knows when it leads to the current page, and says so to screen readers. */
export function NavLink({ className, end = false, to, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
