import { Button } from '@/client/components/ui/button';
import { useToggleApp } from '@/client/api/preferences/toggle-app';
import { toast } from '@/client/lib/toast';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import type { PersonalApp } from '@/shared/preferences';

/** One app: its mark, name and description, and Connect, Connected (click to disconnect) or a disabled Soon. */
export function AppCard({ app, connected }: { app: PersonalApp; connected: boolean }) {
  const copy = preferencesMessages.apps;
  const toggle = useToggleApp();

  const change = (connect: boolean) =>
    toggle
      .mutateAsync({ slug: app.slug, connect })
      .then(() => toast.success(connect ? copy.connectedToast(app.name) : copy.disconnectedToast(app.name)))
      .catch(() => toast.error(copy.failed));

  return (
    <li className="flex items-center gap-4 rounded-lg border bg-card p-4 text-card-foreground">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-lg font-semibold"
      >
        {app.name.charAt(0)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-semibold">{app.name}</h2>
        <p className="text-sm text-muted-foreground">{copy.descriptions[app.slug]}</p>
      </div>
      {app.comingSoon ? (
        <Button variant="outline" size="sm" disabled aria-label={copy.comingSoonName(app.name)}>
          {copy.soon}
        </Button>
      ) : connected ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={toggle.isPending}
          aria-label={copy.disconnectName(app.name)}
          onClick={() => void change(false)}
        >
          {copy.connected}
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={toggle.isPending}
          aria-label={copy.connectName(app.name)}
          onClick={() => void change(true)}
        >
          {copy.connect}
        </Button>
      )}
    </li>
  );
}
