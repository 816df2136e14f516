import { Badge } from '@/client/components/ui/badge';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.badge;
const variants = ['default', 'secondary', 'outline', 'destructive'] as const;

export function BadgeExamples() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {copy[variant]}
        </Badge>
      ))}
    </div>
  );
}
