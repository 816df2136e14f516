import { Download } from 'lucide-react';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { useDownloadMyData } from '@/client/api/account/export-data';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { toast } from '@/client/lib/toast';
import { securityMessages } from '@/shared/i18n/messages/security';

/** "Download my data": a JSON file of everything Tessera holds about the user, made on request. */
export function ExportDataCard() {
  const copy = securityMessages.exportData;
  const download = useDownloadMyData();
  return (
    <SettingsSection title={copy.title} description={copy.description}>
      <Button
        variant="outline"
        className="self-start"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onError: (failure) => toast.error(apiErrorMessage(failure, copy.failed)),
          })
        }
      >
        <Download aria-hidden />
        {download.isPending ? copy.preparing : copy.action}
      </Button>
    </SettingsSection>
  );
}
