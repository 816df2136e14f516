import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { LoadError } from '@/client/components/load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/cn';
import { checklistHrefs } from '@/shared/checklist';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { useChecklist } from '@/client/api/workspace/get-checklist';

/** The getting-started checklist: progress, then each step with its state and a link to where it is done. */
export function GettingStarted() {
  const copy = appAreaMessages.checklist;
  const checklist = useChecklist();

  return (
    <section
      aria-labelledby="getting-started-heading"
      className="flex flex-col gap-4 rounded-xl border p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="getting-started-heading" className="text-xl font-semibold tracking-tight">
            {copy.title}
          </h2>
          <p className="text-sm text-muted-foreground">{copy.description}</p>
        </div>
        {checklist.data && (
          <p className="text-sm font-medium" id="getting-started-progress">
            {checklist.data.done === checklist.data.total
              ? copy.allDone
              : copy.progress(checklist.data.done, checklist.data.total)}
          </p>
        )}
      </div>
      {checklist.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : checklist.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void checklist.refetch()} />
      ) : (
        <>
          <progress
            value={checklist.data.done}
            max={checklist.data.total}
            aria-label={copy.progressLabel}
            aria-valuetext={copy.progress(checklist.data.done, checklist.data.total)}
            className="h-2 w-full overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-brand"
          />
          <ol className="flex flex-col gap-2">
            {checklist.data.items.map((item) => {
              const text = copy.items[item.id];
              const Icon = item.done ? CheckCircle2 : Circle;
              return (
                <li key={item.id}>
                  <Link
                    to={checklistHrefs[item.id]}
                    className="group flex items-center gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <Icon
                      aria-hidden
                      className={cn('size-5 shrink-0', item.done ? 'text-brand' : 'text-muted-foreground')}
                    />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className={cn('font-medium', item.done && 'text-muted-foreground line-through')}>
                        {text.title}
                      </span>
                      <span className="text-sm text-muted-foreground">{text.description}</span>
                      {item.missing && item.missing.length > 0 && (
                        <span className="text-sm font-medium">
                          {copy.missing(item.missing.map((field) => copy.profileFields[field]).join(', '))}
                        </span>
                      )}
                    </span>
                    <span className="sr-only">{item.done ? copy.done : copy.todo}</span>
                    <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
