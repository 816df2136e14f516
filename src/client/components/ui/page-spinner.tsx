import { Spinner } from './spinner';

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="text-muted-foreground" />
    </div>
  );
}
