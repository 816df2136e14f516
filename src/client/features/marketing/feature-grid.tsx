import { cn } from '@/client/lib/cn';

export type Feature = { title: string; body: string };

const columnClasses = { 2: 'sm:grid-cols-2', 3: 'md:grid-cols-3' } as const;

/** A grid of short titled cards: benefits, pillars and the like. */
export function FeatureGrid({ features, columns }: { features: readonly Feature[]; columns: 2 | 3 }) {
  return (
    <ul className={cn('grid gap-4', columnClasses[columns])}>
      {features.map((feature) => (
        <li key={feature.title} className="flex flex-col gap-2 rounded-lg border bg-card p-6">
          <h3 className="font-semibold">{feature.title}</h3>
          <p className="text-muted-foreground">{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}
