import { ContentPage } from '@/client/components/content-page';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { SavedModels } from './saved-models';

/** `/app/models`: every model saved in the workspace, newest first, each with its dataset. */
export function ModelsScreen() {
  const copy = modelsMessages.page;
  return (
    <ContentPage title={copy.title} lead={copy.lead}>
      <SavedModels />
    </ContentPage>
  );
}
