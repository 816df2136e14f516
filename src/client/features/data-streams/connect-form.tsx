import type { ComponentProps, ReactNode } from 'react';
import { FormAlert } from '@/client/components/form-alert';
import { FormDialogFooter } from '@/client/components/form-dialog-footer';
import { DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';

const createWords = () => dataStreamsMessages.webhook;
const saveWords = () => ({
  cancel: dataStreamsMessages.webhook.cancel,
  create: dataStreamsMessages.pull.save,
  creating: dataStreamsMessages.pull.saving,
});

/**
 * The form of every connect dialog: its title and description, the kind's own fields, a refusal's message, and
 * Cancel / Create. A refusal keeps what was typed.
 */
export function ConnectForm({
  title,
  description,
  onSubmit,
  submitting,
  refusal,
  onCancel,
  editing = false,
  children,
}: {
  title: string;
  description: string;
  /** The form's `handleSubmit(save)` (useSchemaForm). */
  onSubmit: ComponentProps<'form'>['onSubmit'];
  submitting: boolean;
  refusal: string | undefined;
  onCancel: () => void;
  /** Saves changes to a stream instead of making one. */
  editing?: boolean;
  children: ReactNode;
}) {
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <FormAlert message={refusal} />
      <FormDialogFooter
        submitting={submitting}
        onCancel={onCancel}
        words={editing ? saveWords() : createWords()}
      />
    </form>
  );
}

/**
 * A connect dialog's open/close: it cannot close while its form is sending; closing empties the form (and what
 * `onClosed` forgets, e.g. a created stream's secret shown once).
 */
export function closingDialog(
  form: { isSubmitting: boolean; reset: () => void },
  onOpenChange: (open: boolean) => void,
  onClosed?: () => void,
) {
  return (next: boolean) => {
    if (form.isSubmitting) return;
    if (!next) {
      form.reset();
      onClosed?.();
    }
    onOpenChange(next);
  };
}
