import { ContentPage } from '@/client/components/content-page';
import { DsmManual } from '@/client/features/dsm/dsm-manual';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

export default function DsmPage() {
  return (
    <ContentPage
      title={dsmMessages.title}
      description={dsmMessages.description}
      lead={
        <>
          <p>{dsmMessages.description}</p>
          <p className="mt-2 text-base">{dsmMessages.intro}</p>
        </>
      }
      width="6xl"
      padded
    >
      <DsmManual />
    </ContentPage>
  );
}
