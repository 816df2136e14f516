import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { CopyableValue } from '@/client/components/copyable-value';
import { Button } from '@/client/components/ui/button';
import { FormDialogFooter } from '@/client/components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useCreateApiKey, type NewApiKey } from '@/client/api/workspace/api-keys';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { apiKeyNameMaxLength, apiKeyScopes, createApiKeySchema, type ApiKeyScope } from '@/shared/api-keys';
import { apiKeysMessages } from '@/shared/i18n/messages/api-keys';
import { commonMessages } from '@/shared/i18n/messages/common';

const copy = apiKeysMessages;

/** The local date `YYYY-MM-DD` of a day from now. */
function dayFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date field's day as the start of that day where the user is, as an ISO date-time; null when empty. */
const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);

/** The secret of a key just made, shown once with a Copy button and a warning. */
function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{copy.secretTitle}</DialogTitle>
        <DialogDescription className="flex gap-2 text-foreground">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
          <span>{copy.secretWarning}</span>
        </DialogDescription>
      </DialogHeader>
      <CopyableValue label={copy.secretLabel} value={secret} copy={copy} />
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {copy.done}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Create an API key: a name, scopes as labelled checkboxes and an optional expiry; then its secret, once. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const form = useSchemaForm(createApiKeySchema, {
    name: '',
    scopes: [...apiKeyScopes] as ApiKeyScope[],
    expiresAt: null,
  });
  const { register, errors, values, setValue } = form;
  const [expiryDay, setExpiryDay] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const scopesId = useId();

  const close = (next: boolean) => {
    if (form.isSubmitting) return;
    if (!next) {
      form.reset();
      setExpiryDay('');
      setSecret(null);
    }
    onOpenChange(next);
  };

  const toggleScope = (scope: ApiKeyScope, on: boolean) =>
    setValue(
      'scopes',
      apiKeyScopes.filter((each) => (each === scope ? on : values.scopes.includes(each))),
    );

  const save = async (input: NewApiKey) => {
    try {
      const created = await create.mutateAsync(input);
      setSecret(created.secret);
      toast.success(copy.created);
    } catch (failure) {
      toast.error(
        showRequestFailure(
          failure,
          form.setError,
          ['name', 'scopes', 'expiresAt'],
          commonMessages.errors.unexpected,
        ),
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg" closeLabel={commonMessages.confirm.close}>
        {secret ? (
          <NewSecret secret={secret} onDone={() => close(false)} />
        ) : (
          <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(save)}>
            <DialogHeader>
              <DialogTitle>{copy.createTitle}</DialogTitle>
              <DialogDescription>{copy.createDescription}</DialogDescription>
            </DialogHeader>
            <FormField label={copy.name} error={errors.name}>
              {(field) => (
                <Input
                  {...field}
                  {...register('name')}
                  placeholder={copy.namePlaceholder}
                  maxLength={apiKeyNameMaxLength}
                  autoComplete="off"
                />
              )}
            </FormField>
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{copy.scopes}</legend>
              {apiKeyScopes.map((scope) => (
                <label key={scope} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                  <input
                    type="checkbox"
                    name="scopes"
                    value={scope}
                    checked={values.scopes.includes(scope)}
                    onChange={(event) => toggleScope(scope, event.currentTarget.checked)}
                    className="mt-0.5 size-4 accent-primary"
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-medium">{copy.scopeLabels[scope]}</span>
                    <code className="break-all text-xs text-muted-foreground">{copy.scopeHints[scope]}</code>
                  </span>
                </label>
              ))}
              {errors.scopes && (
                <p id={`${scopesId}-error`} className="text-sm text-destructive">
                  {errors.scopes}
                </p>
              )}
            </fieldset>
            <FormField label={copy.expiry} hint={copy.expiryHint} error={errors.expiresAt}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  name="expiresAt"
                  min={dayFromToday(1)}
                  value={expiryDay}
                  onChange={(event) => {
                    setExpiryDay(event.currentTarget.value);
                    setValue('expiresAt', startOfDay(event.currentTarget.value));
                  }}
                />
              )}
            </FormField>
            <FormAlert message={errors.root} />
            <FormDialogFooter submitting={form.isSubmitting} onCancel={() => close(false)} words={copy} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
