import { useId } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import { buttonVariants } from '@/client/components/ui/button';

export type CtaCopy = { title: string; body: string; action: string };

/** The closing call to action of a content page. */
export function CtaBanner({ copy, to }: { copy: CtaCopy; to: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-6 rounded-xl border bg-muted p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {copy.title}
        </h2>
        <p className="max-w-xl text-muted-foreground">{copy.body}</p>
      </div>
      <Link to={to} className={buttonVariants({ size: 'lg' })}>
        {copy.action}
      </Link>
    </section>
  );
}
