import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/client/features/theme/theme-provider';

/** SPEC §9: bottom-right, 3000 ms; success, error, warning and info through `toast.*` from sonner. */
export default function Toaster() {
  const { theme } = useTheme();
  return <Sonner theme={theme} position="bottom-right" duration={3000} richColors closeButton />;
}
