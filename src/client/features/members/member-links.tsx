import { profileMessages } from '@/shared/i18n/messages/profile';
import { profileLinkKinds, type ProfileLinks } from '@/shared/profile';

/** A member's profile links (Settings → Profile), each named for screen readers with whose it is. */
export function MemberLinks({ name, links }: { name: string; links: ProfileLinks }) {
  const kinds = profileLinkKinds.filter((kind) => links[kind]);
  if (kinds.length === 0) return null;
  const copy = profileMessages.links;
  return (
    <ul aria-label={copy.memberLinks(name)} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {kinds.map((kind) => (
        <li key={kind}>
          <a
            href={links[kind]}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={
              kind === 'website' ? copy.memberWebsite(name) : copy.memberLink(name, copy.sites[kind])
            }
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
          >
            {copy.sites[kind]}
          </a>
        </li>
      ))}
    </ul>
  );
}
