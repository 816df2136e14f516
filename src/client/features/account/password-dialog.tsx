import type * as z from 'zod/mini';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { ApiRequestError } from '@/client/lib/api-client';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { useChangePassword } from '@/client/api/account/accounts-change-password';
import { useSetPassword } from '@/client/api/account/accounts-set-password';
import { useTwoFactorStatus } from '@/client/api/account/two-factor';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { changePasswordSchema, setPasswordSchema, type SetPasswordInput } from '@/shared/account';
import { commonMessages } from '@/shared/i18n/messages/common';
import { accountMessages } from '@/shared/i18n/messages/account';
import { emptyProof, proofFields, proofOf, proofReady, ProofFields } from './two-factor-proof-fields';

type PasswordDialogProps = {
  /** `change` asks for the current password; `set` gives a Google-only account its first one. */
  mode: 'change' | 'set';
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Both modes' fields: each mode's schema keeps its own and drops the others. */
type PasswordForm = Omit<SetPasswordInput, 'password' | 'code' | 'emailCode'> & {
  currentPassword: string;
  password: string;
  code: string;
  emailCode: string;
};
type PasswordSchema = z.ZodMiniType<Partial<PasswordForm> & SetPasswordInput, PasswordForm>;

const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '', ...emptyProof };

/** Changing or setting the password: the new one by the password rules, typed twice. */
export function PasswordDialog({ mode, open, onOpenChange }: PasswordDialogProps) {
  const copy = accountMessages.password;
  const change = useChangePassword();
  const set = useSetPassword();
  // A first password is a new way in: the holder confirms it with a code (two-factor, else one we email).
  const twoFactor = useTwoFactorStatus();
  const proofStatus = { hasPassword: false, enabled: twoFactor.data?.enabled === true };
  const email = useAuth().user?.email ?? '';
  const form = useSchemaForm(
    (mode === 'change' ? changePasswordSchema : setPasswordSchema) as unknown as PasswordSchema,
    empty,
  );
  const { errors, isSubmitting } = form;

  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) form.reset(empty);
    onOpenChange(next);
  };

  const save = async ({ currentPassword = '', newPassword, ...typed }: z.output<PasswordSchema>) => {
    try {
      if (mode === 'change') await change.mutateAsync({ currentPassword, newPassword });
      else await set.mutateAsync({ newPassword, proof: proofOf(proofStatus, typed) });
    } catch (error) {
      showFailure(error);
      return;
    }
    toast.success(mode === 'change' ? copy.changed : copy.set);
    form.reset(empty);
    onOpenChange(false);
  };

  const showFailure = (error: unknown) => {
    const status = error instanceof ApiRequestError ? error.status : undefined;
    const code = error instanceof ApiRequestError ? error.code : undefined;
    if (mode === 'set' && error instanceof ApiRequestError && error.code === 'invalid_confirmation') {
      showRequestFailure(error, form.setError, proofFields, commonMessages.errors.unexpected);
    } else if (code === 'invalid_password' && error instanceof ApiRequestError) {
      form.setError('newPassword', error.message);
    } else if (status === 400 && mode === 'change') {
      // better-auth answers a wrong current password with a 400.
      form.setError('currentPassword', copy.wrongCurrent);
    } else toast.error(status === 429 ? copy.tooMany : copy.failed);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" closeLabel={commonMessages.confirm.close}>
        <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{mode === 'change' ? copy.changeTitle : copy.setTitle}</DialogTitle>
            <DialogDescription>{mode === 'change' ? copy.changeBody : copy.setBody}</DialogDescription>
          </DialogHeader>
          {mode === 'change' && (
            <FormField label={copy.current} error={errors.currentPassword}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register('currentPassword')}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </FormField>
          )}
          <FormField label={copy.new} hint={copy.rules} error={errors.newPassword}>
            {(field) => (
              <Input
                {...field}
                {...form.register('newPassword')}
                type="password"
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField label={copy.confirm} error={errors.confirmPassword}>
            {(field) => (
              <Input
                {...field}
                {...form.register('confirmPassword')}
                type="password"
                autoComplete="new-password"
              />
            )}
          </FormField>
          {mode === 'set' && (
            <ProofFields form={form} status={proofStatus} purpose="sign-in-method" email={email} />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={isSubmitting}>
              {commonMessages.confirm.cancel}
            </Button>
            <Button
              type="submit"
              disabled={isSubmitting || (mode === 'set' && !proofReady(proofStatus, form.values))}
            >
              {isSubmitting ? copy.saving : copy.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
