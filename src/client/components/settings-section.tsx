import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';

type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  /** Beside the title: a button such as 'Invite users'. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'default' | 'danger';
};

/** One titled block of a settings screen; every screen is built of these. */
export function SettingsSection({
  title,
  description,
  action,
  children,
  className,
  tone = 'default',
}: SettingsSectionProps) {
  return (
    <Card className={cn(tone === 'danger' && 'border-destructive/50', className)}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle>
            <h2 className={cn('text-lg', tone === 'danger' && 'text-destructive')}>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
