import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/client/components/ui/avatar';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.avatar;
const sizes = ['sm', 'default', 'lg'] as const;

export function AvatarExamples() {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        {sizes.map((size) => (
          <Avatar key={size} size={size}>
            <AvatarImage src="/icon-192.png" alt={copy.imageAlt} />
            <AvatarFallback>{initialsOf(copy.imageAlt)}</AvatarFallback>
          </Avatar>
        ))}
      </div>
      <ul className="flex flex-col gap-3">
        {copy.people.map((person) => (
          <li key={person} className="flex items-center gap-3 text-sm">
            {/* The name beside it says who this is; the initials would only repeat it. */}
            <Avatar aria-hidden>
              <AvatarFallback>{initialsOf(person)}</AvatarFallback>
            </Avatar>
            {person}
          </li>
        ))}
      </ul>
    </div>
  );
}
