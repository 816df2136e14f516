import { Copy, Download } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { saveFile } from '@/client/lib/save-file';
import { toast } from '@/client/lib/toast';
import { securityMessages } from '@/shared/i18n/messages/security';

/** The ten one-time codes, shown once: to download as a text file or copy. */
export function TwoFactorBackupCodes({ codes }: { codes: string[] }) {
  const copy = securityMessages.twoFactor.codes;
  const asText = () => `${copy.fileHeading}\n\n${codes.join('\n')}\n`;
  const copyCodes = () =>
    navigator.clipboard
      .writeText(asText())
      .then(() => toast.success(copy.copied))
      .catch(() => toast.error(securityMessages.twoFactor.errors.copyFailed));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <ul
        aria-label={copy.title}
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => saveFile(copy.fileName, new Blob([asText()], { type: 'text/plain' }))}
        >
          <Download aria-hidden />
          {copy.download}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void copyCodes()}>
          <Copy aria-hidden />
          {copy.copy}
        </Button>
      </div>
    </div>
  );
}
