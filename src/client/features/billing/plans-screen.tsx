import { Check } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { plans } from '@/shared/billing';
import { billingMessages } from '@/shared/i18n/messages/billing';

const copy = billingMessages.plans;

/** Settings → Plans: the one plan there is, with what it includes; no checkout to a plan that does not exist. */
export function PlansScreen() {
  const [free] = plans;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-muted-foreground">{copy.only}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Card className="h-full border-primary/40">
            <CardHeader className="flex flex-row items-start justify-between gap-2">
              <div className="flex flex-col gap-1.5">
                <CardTitle>
                  <h2 className="text-lg">{copy.free.name}</h2>
                </CardTitle>
                <CardDescription>{copy.free.summary}</CardDescription>
              </div>
              <Badge>{copy.current}</Badge>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p>
                <span className="text-3xl font-semibold tracking-tight">{copy.free.price}</span>{' '}
                <span className="text-sm text-muted-foreground">{copy.perMonth}</span>
              </p>
              <ul className="flex flex-col gap-2 text-sm">
                {copy.free.features(free.limits).map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </li>
      </ul>
    </div>
  );
}
