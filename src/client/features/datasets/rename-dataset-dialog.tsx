import { Pencil } from 'lucide-react';
import { useRenameDataset } from '@/client/api/datasets/rename-dataset';
import { NameDialog } from '@/client/components/name-dialog';
import { datasetNameMaxLength, datasetRenameSchema } from '@/shared/datasets';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';

/** 'Rename': the dataset's name in a dialog, checked by the schema the server checks it with. */
export function RenameDatasetDialog({ id, name }: { id: string; name: string }) {
  const copy = datasetsMessages.actions;
  const rename = useRenameDataset();
  return (
    <NameDialog
      schema={datasetRenameSchema}
      initial={{ name }}
      maxLength={datasetNameMaxLength}
      icon={<Pencil aria-hidden />}
      variant="outline"
      copy={{
        button: copy.rename,
        title: copy.renameTitle,
        nameLabel: copy.nameLabel,
        cancel: copy.cancel,
        submit: copy.renameSubmit,
        submitting: copy.renaming,
        close: copy.close,
        failed: copy.renameFailed,
      }}
      save={async (newName) => copy.renamed((await rename.mutateAsync({ id, name: newName })).name)}
    />
  );
}
