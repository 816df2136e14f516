import { LoaderCircleIcon, PlusIcon } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { ExampleGroup } from '../example-group';

const copy = dsmMessages.sections.button;
const variants = ['default', 'secondary', 'outline', 'ghost', 'link', 'destructive'] as const;

export function ButtonExamples() {
  return (
    <div className="flex flex-col gap-6">
      <ExampleGroup label={copy.variants}>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {copy[variant]}
          </Button>
        ))}
      </ExampleGroup>
      <ExampleGroup label={copy.sizes}>
        <Button size="sm">{copy.small}</Button>
        <Button>{copy.default}</Button>
        <Button size="lg">{copy.large}</Button>
        <Button size="icon" variant="outline" aria-label={copy.iconOnly} title={copy.iconOnly}>
          <PlusIcon aria-hidden />
        </Button>
      </ExampleGroup>
      <ExampleGroup label={copy.states}>
        <Button disabled>{copy.disabled}</Button>
        <Button disabled aria-busy>
          <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
          {copy.busy}
        </Button>
        <Link to="#button" className={buttonVariants({ variant: 'outline' })}>
          {copy.asLink}
        </Link>
      </ExampleGroup>
      <ExampleGroup label={copy.onMedia}>
        <div className="flex flex-wrap gap-3 rounded-lg bg-neutral-950 p-4">
          <Button variant="inverse">{copy.inverse}</Button>
          <Button variant="inverse-outline">{copy.inverseOutline}</Button>
        </div>
      </ExampleGroup>
    </div>
  );
}
