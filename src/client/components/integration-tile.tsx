import type { ReactNode } from 'react';
import { type Integration, integrationDescription } from '@/shared/integrations';

/** One integration as a card: its mark, name and description, then whatever the page adds (a link, a button). */
export function IntegrationTile({
  integration,
  children,
}: {
  integration: Integration;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-5 text-card-foreground">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-lg font-semibold"
        >
          {integration.name.charAt(0)}
        </span>
        <h3 className="font-semibold">{integration.name}</h3>
      </div>
      <p className="flex-1 text-sm leading-6 text-muted-foreground">{integrationDescription(integration)}</p>
      {children}
    </li>
  );
}
