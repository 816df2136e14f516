import { Skeleton } from '@/client/components/ui/skeleton';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.skeleton;

export function SkeletonExamples() {
  return (
    <div role="status" className="flex max-w-sm flex-col gap-4">
      <span className="sr-only">{copy.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton shape="circle" className="size-10" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
