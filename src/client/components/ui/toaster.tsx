import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/client/lib/theme/theme-provider';
import { toastDurationMs } from '@/client/lib/toast';

/** Sonner's light rich colours miss WCAG AA (3.1:1 to 4.4:1); these darker texts keep the hue and pass 5:1. */
const lightRichColours = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 40%)',
} as CSSProperties;

/** docs/product.md#constants: bottom-right, 3000 ms; success, error, warning and info through `toast.*` from sonner. */
export default function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      duration={toastDurationMs}
      richColors
      closeButton
      style={theme === 'light' ? lightRichColours : undefined}
    />
  );
}
