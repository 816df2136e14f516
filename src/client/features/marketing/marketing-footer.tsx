import { Link } from '@/client/lib/navigation/navigation';
import { paths } from '@/shared/paths';
import { commonMessages } from '@/shared/i18n/messages/common';

const links = [
  {
    to: paths.marketing.privacy,
    get label() {
      return commonMessages.footer.privacy;
    },
  },
  {
    to: paths.marketing.terms,
    get label() {
      return commonMessages.footer.terms;
    },
  },
  {
    to: paths.marketing.cookies,
    get label() {
      return commonMessages.footer.cookies;
    },
  },
  {
    to: paths.marketing.marketplace,
    get label() {
      return commonMessages.footer.marketplace;
    },
  },
  {
    to: paths.marketing.early,
    get label() {
      return commonMessages.footer.early;
    },
  },
  {
    to: paths.marketing.demo,
    get label() {
      return commonMessages.footer.demo;
    },
  },
  {
    to: paths.other.feedback,
    get label() {
      return commonMessages.footer.feedback;
    },
  },
  {
    to: paths.marketing.dsm,
    get label() {
      return commonMessages.footer.designSystem;
    },
  },
];

export function MarketingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        {/* Pre-rendered at build time: a page hydrated in a later year keeps the build's year. */}
        <p suppressHydrationWarning>{commonMessages.footer.copyright(new Date().getFullYear())}</p>
        <nav aria-label={commonMessages.footer.label}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
