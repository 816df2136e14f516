import type { ReactNode } from 'react';
import { useDataset } from '@/client/api/datasets/get-dataset';
import { ContentPage, LoadingPage } from '@/client/components/content-page';
import { LoadError } from '@/client/components/load-error';
import { ApiRequestError } from '@/client/lib/api-client';
import type { DatasetRows } from '@/client/lib/datasets/dataset-reader';
import type { DatasetDetail } from '@/shared/datasets';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';
import { DataContent, useSavedRows } from './data/data-section';
import { DatasetHeader } from './dataset-header';
import { PartialProfileNote, ProfileContent } from './profile/profile-section';
import { ImportReportContent } from './report/import-report-section';

type Section = {
  id: string;
  title: string;
  /** The section's content, given the dataset and its rows as the page reads them (once, for every section). */
  render: (dataset: DatasetDetail, rows: DatasetRows) => ReactNode;
};

/** A section another feature gives (Insights, Model), composed by the route: its heading and its content. */
export type DatasetSectionPart = Omit<Section, 'id'>;
/** The Insights section (features/insights). */
export type DatasetInsightsPart = DatasetSectionPart;

/**
 * The page's sections, in order (the insights first, then Ask and the model, when given); the in-page nav is built from
 * the same list.
 */
const sections = (
  insights?: DatasetSectionPart,
  model?: DatasetSectionPart,
  ask?: DatasetSectionPart,
): Section[] => [
  ...(insights ? [{ id: 'insights', title: insights.title, render: insights.render }] : []),
  ...(ask ? [{ id: 'ask', title: ask.title, render: ask.render }] : []),
  ...(model ? [{ id: 'model', title: model.title, render: model.render }] : []),
  {
    id: 'profile',
    title: datasetsMessages.profile.heading,
    render: (dataset) => (
      <>
        <PartialProfileNote profiled={dataset.profile.rowCount} rows={dataset.rowCount} />
        <ProfileContent profile={dataset.profile} />
      </>
    ),
  },
  {
    id: 'data',
    title: datasetsMessages.data.heading,
    render: (dataset, rows) => <DataContent dataset={dataset} rows={rows} />,
  },
  {
    id: 'import-report',
    title: datasetsMessages.report.heading,
    render: (dataset) => <ImportReportContent report={dataset.report} />,
  },
];

/** Links to the sections, wrapping onto more lines at 360 px rather than scrolling sideways. */
function SectionNav({ items }: { items: Section[] }) {
  return (
    <nav aria-label={datasetsMessages.page.sections} className="border-b pb-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
        {items.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A saved dataset at page width (docs/decisions/035): its name, facts and actions, then Insights, Profile,
 * Data and Import report, each a section with its heading. Any member opens it by its URL; another workspace's
 * dataset, or an id that names none, shows the not-found page.
 */
export function DatasetScreen({
  id,
  notFound,
  insights,
  model,
  ask,
}: {
  id: string;
  notFound: ReactNode;
  insights?: DatasetSectionPart;
  model?: DatasetSectionPart;
  ask?: DatasetSectionPart;
}) {
  const copy = datasetsMessages;
  const detail = useDataset(id);
  if (detail.isPending) return <LoadingPage label={copy.page.loading} />;
  if (detail.isError) {
    if (detail.error instanceof ApiRequestError && detail.error.status === 404) return notFound;
    return (
      <ContentPage title={copy.title}>
        <LoadError message={copy.page.loadFailed} onRetry={() => void detail.refetch()} />
      </ContentPage>
    );
  }
  return <DatasetPage dataset={detail.data} items={sections(insights, model, ask)} />;
}

/** The dataset's page once it is loaded: its file's rows are read once here, for every section. */
function DatasetPage({ dataset, items }: { dataset: DatasetDetail; items: Section[] }) {
  const rows = useSavedRows(dataset);
  return (
    <ContentPage title={dataset.name} ownHeading>
      <header className="mb-6 flex flex-col gap-4">
        <h1 className="text-3xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
          {dataset.name}
        </h1>
        <DatasetHeader dataset={dataset} />
      </header>
      <div className="flex flex-col gap-10">
        <SectionNav items={items} />
        {items.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="flex scroll-mt-20 flex-col gap-4"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
              {section.title}
            </h2>
            {section.render(dataset, rows)}
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
