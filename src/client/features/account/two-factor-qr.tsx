import { useEffect, useState } from 'react';
import { securityMessages } from '@/shared/i18n/messages/security';

/** The otpauth:// URI as a QR code, drawn in the browser (the secret never leaves it); qrcode loads only here. */
export function TwoFactorQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((url) => current && setSrc(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uri]);
  const copy = securityMessages.twoFactor;
  if (failed) return <p className="text-sm text-destructive">{copy.errors.qrFailed}</p>;
  return src ? (
    <img src={src} alt={copy.enrol.qrAlt} width={192} height={192} className="rounded-md border bg-white" />
  ) : (
    <div aria-hidden className="size-48 animate-pulse rounded-md bg-muted" />
  );
}
