import { Spinner } from './spinner';

/** A page's loading state: a spinner in the middle, announced with what is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="text-muted-foreground" label={label} />
    </div>
  );
}
