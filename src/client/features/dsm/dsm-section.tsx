import type { ComponentType } from 'react';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { PreviewPanel } from './preview-panel';

type DsmSectionProps = {
  id: string;
  title: string;
  description: string;
  Example: ComponentType;
};

/** A primitive's entry: heading, a line on when to use it, and its example in the page theme and in dark. */
export function DsmSection({ id, title, description, Example }: DsmSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-24 border-t py-10 first:border-t-0 first:pt-0"
    >
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{description}</p>
      <div className="mt-6 grid gap-4 xl:grid-cols-2">
        <PreviewPanel caption={dsmMessages.preview.light} theme="light">
          <Example />
        </PreviewPanel>
        <PreviewPanel caption={dsmMessages.preview.dark} theme="dark">
          <Example />
        </PreviewPanel>
      </div>
    </section>
  );
}
