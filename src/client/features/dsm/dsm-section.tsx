import type { ComponentType } from 'react';
import { RenderWhenVisible } from '@/client/components/render-when-visible';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { PreviewPanel } from './preview-panel';

type DsmSectionProps = {
  id: string;
  title: string;
  description: string;
  Example: ComponentType;
  /** For a lazy demo: the space it takes, kept until it scrolls into view and loads. */
  lazyHeight?: string;
};

/** A primitive's entry: heading, a line on when to use it, and its example in the page theme and in dark. */
export function DsmSection({ id, title, description, Example, lazyHeight }: DsmSectionProps) {
  const titleId = `${id}-title`;
  const example = lazyHeight ? (
    <RenderWhenVisible minHeight={lazyHeight}>
      <Example />
    </RenderWhenVisible>
  ) : (
    <Example />
  );
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
          {example}
        </PreviewPanel>
        <PreviewPanel caption={dsmMessages.preview.dark} theme="dark">
          {example}
        </PreviewPanel>
      </div>
    </section>
  );
}
