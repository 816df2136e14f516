import { MailCheck } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { AuthCard } from '@/client/components/auth-card';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/shared/paths';

type CheckEmailProps = { title: string; body: string; hint?: string; backLabel: string };

/** The view after an email has gone out (sign-up confirmation, reset instructions): what to do next. */
export function CheckEmail({ title, body, hint, backLabel }: CheckEmailProps) {
  return (
    <AuthCard title={title}>
      <div className="flex flex-col gap-4">
        <MailCheck aria-hidden className="size-10 text-brand" />
        <p>{body}</p>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        <Link to={paths.auth.login} className={buttonVariants({ variant: 'outline' })}>
          {backLabel}
        </Link>
      </div>
    </AuthCard>
  );
}
