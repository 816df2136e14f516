import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { PageHeader } from './page-header';
import { PageSpinner } from './ui/page-spinner';

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '6xl': 'max-w-6xl',
  full: '',
} as const;

type ContentPageProps = {
  /** The browser tab's title, and the page's heading unless `ownHeading`. */
  title: string;
  /** The page's description for search results and link previews. */
  description?: string;
  /** The line under the heading. */
  lead?: ReactNode;
  /** The content draws the page's `<h1>` itself (a hero, a card, a centred message). */
  ownHeading?: boolean;
  /** The widest the page's content grows. */
  width?: keyof typeof widths;
  /** Its own margins, for a frame that leaves them to the page (the marketing site, a bare error page). */
  padded?: boolean;
  children?: ReactNode;
};

/**
 * Every page outside the settings and admin shells (docs/decisions/034): its meta, the one `<main id="main">`
 * the skip link points at, its header and its width.
 */
export function ContentPage({
  title,
  description,
  lead,
  ownHeading = false,
  width = 'full',
  padded = false,
  children,
}: ContentPageProps) {
  usePageMeta(title, description);
  return (
    <main id="main" className={cn('mx-auto w-full', widths[width], padded && 'px-4 py-16')}>
      {!ownHeading && <PageHeader title={title}>{lead}</PageHeader>}
      {children}
    </main>
  );
}

/**
 * A whole page still loading (the route's code, the session, a gate's answer): the spinner in the page's one
 * `<main id="main">`, so the skip link and the landmarks hold while it loads.
 */
export function LoadingPage({ label }: { label?: string }) {
  return (
    <main id="main" className="mx-auto w-full">
      <PageSpinner label={label} />
    </main>
  );
}
