import type { ReactNode } from 'react';

/** The title block that opens a content page. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-3">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="text-lg text-muted-foreground">{children}</div>}
    </header>
  );
}
