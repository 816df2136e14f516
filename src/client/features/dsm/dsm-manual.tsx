import { Suspense } from 'react';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { DsmSection } from './dsm-section';
import { dsmSections } from './dsm-sections';

const copy = dsmMessages;

/** The living manual: a table of contents, then every primitive in the light and the dark theme. */
export function DsmManual() {
  return (
    <div className="grid gap-10 lg:grid-cols-[11rem_minmax(0,1fr)]">
      <nav aria-labelledby="dsm-contents" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="dsm-contents" className="mb-3 text-sm font-semibold">
          {copy.contents}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm lg:flex-col">
          {dsmSections.map(({ id, slug }) => (
            <li key={slug}>
              <a
                href={`#${slug}`}
                className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {copy.sections[id].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        {/* A boundary per section: React hydrates the pre-rendered page one section per task, so a phone's
            main thread is never blocked for the whole manual at once. */}
        {dsmSections.map(({ id, slug, Example, lazyHeight }) => (
          <Suspense key={slug}>
            <DsmSection
              id={slug}
              title={copy.sections[id].title}
              description={copy.sections[id].description}
              Example={Example}
              lazyHeight={lazyHeight}
            />
          </Suspense>
        ))}
      </div>
    </div>
  );
}
