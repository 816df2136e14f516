import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { commonMessages } from '@/shared/i18n/messages/common';
import { securityMessages } from '@/shared/i18n/messages/security';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';

/** Freshly made backup codes, shown once. */
export function TwoFactorBackupCodesDialog({ codes, onClose }: { codes?: string[]; onClose: () => void }) {
  const copy = securityMessages.twoFactor.codes;
  return (
    <Dialog open={codes !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" closeLabel={commonMessages.confirm.close}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.regenerateIntro}</DialogDescription>
        </DialogHeader>
        {codes && <TwoFactorBackupCodes codes={codes} />}
        <DialogFooter>
          <Button onClick={onClose}>{copy.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
