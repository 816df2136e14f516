import { ContentPage } from '@/client/components/content-page';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { legalMessages } from '@/shared/i18n/messages/legal';
import { LegalTable } from './legal-table';
import type { LegalBlock, LegalSection, RichText as RichTextValue } from './legal-types';
import { RichText } from './rich-text';

const isRichText = (block: LegalBlock): block is RichTextValue =>
  typeof block === 'string' || Array.isArray(block);

function Block({ block }: { block: LegalBlock }) {
  if (isRichText(block))
    return (
      <p>
        <RichText value={block} />
      </p>
    );
  if ('list' in block)
    return (
      <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-muted-foreground">
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    );
  return <LegalTable table={block.table} />;
}

/**
 * A legal page: title, last-updated line, a table of contents and numbered sections (`null` while the current
 * language's text loads).
 */
export function LegalDocument({
  title,
  description,
  sections,
}: {
  title: string;
  description: string;
  sections: readonly LegalSection[] | null;
}) {
  const { lastUpdated, contents } = legalMessages;
  return (
    <ContentPage
      title={title}
      description={description}
      lead={
        <p className="text-base">
          {lastUpdated.label} <time dateTime={lastUpdated.iso}>{lastUpdated.date}</time>
        </p>
      }
      width="3xl"
      padded
    >
      <article>
        {sections ? <Sections sections={sections} contentsLabel={contents} /> : <PageSpinner />}
      </article>
    </ContentPage>
  );
}

function Sections({ sections, contentsLabel }: { sections: readonly LegalSection[]; contentsLabel: string }) {
  return (
    <>
      <nav aria-labelledby="legal-contents" className="mb-12 rounded-lg border bg-card p-5">
        <h2 id="legal-contents" className="text-sm font-semibold text-foreground">
          {contentsLabel}
        </h2>
        <ol className="mt-3 list-decimal gap-8 pl-5 text-sm marker:text-muted-foreground sm:columns-2">
          {sections.map((section) => (
            <li key={section.id} className="break-inside-avoid py-1">
              <a
                href={`#${section.id}`}
                className="text-foreground underline-offset-4 hover:text-brand hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-10">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-foreground">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 flex flex-col gap-4 leading-7 text-muted-foreground">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
