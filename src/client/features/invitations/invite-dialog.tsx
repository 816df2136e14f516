import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { useSendInvitations } from '@/client/api/invitations/send-invitations';
import { announceOutcomes } from '@/client/lib/announce-invitations';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { parseEmailList } from '@/client/lib/email-list';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { commonMessages } from '@/shared/i18n/messages/common';
import { invitationMessages } from '@/shared/i18n/messages/invitations';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { invitationTextSchema, workspaceRoleSchema } from '@/shared/workspace';
import type { WorkspaceRole } from '@/shared/permissions';

const copy = invitationMessages.dialog;

const inviteFormSchema = z.extend(invitationTextSchema, { role: workspaceRoleSchema });

/**
 * 'Invite users': comma-separated addresses and the role they join with (only roles below the inviter's).
 * Each address gets its own answer; one bad address never stops the others. Closes on Cancel, Escape or send.
 */
export function InviteDialog({
  grantable,
  defaultOpen = false,
}: {
  grantable: WorkspaceRole[];
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const roleId = useId();
  const send = useSendInvitations();
  const defaultRole = grantable.includes('collaborator') ? 'collaborator' : grantable.at(-1)!;
  const { register, handleSubmit, reset, setValue, values, errors } = useSchemaForm(inviteFormSchema, {
    emails: '',
    role: defaultRole,
  });

  const submit = handleSubmit(async ({ emails: text, role }) => {
    const { emails: list, invalid } = parseEmailList(text);
    try {
      const outcomes = await send.mutateAsync({ emails: [...list, ...invalid], role });
      announceOutcomes(outcomes);
      reset();
      setOpen(false);
    } catch (error) {
      toast.error(apiErrorMessage(error, workspaceMessages.invitationFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <UserPlus aria-hidden />
          {copy.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-sm" closeLabel={copy.close}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <FormField label={copy.emails} hint={copy.emailsHint} error={errors.emails}>
            {(field) => (
              <Input
                {...field}
                {...register('emails')}
                type="email"
                multiple
                required
                autoComplete="off"
                placeholder={copy.emailsPlaceholder}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-2">
            <Label htmlFor={roleId}>{copy.role}</Label>
            <Select value={values.role} onValueChange={(role) => setValue('role', role as WorkspaceRole)}>
              <SelectTrigger id={roleId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {grantable.map((role) => (
                  <SelectItem key={role} value={role}>
                    {invitationMessages.roles[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {commonMessages.confirm.cancel}
            </Button>
            <Button type="submit" disabled={!values.emails.trim() || send.isPending}>
              {send.isPending ? copy.sending : copy.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
