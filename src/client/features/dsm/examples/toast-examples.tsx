import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.toast;

const samples = [
  {
    get label() {
      return copy.success;
    },
    show: () => toast.success(copy.successMessage),
  },
  {
    get label() {
      return copy.error;
    },
    show: () => toast.error(copy.errorMessage),
  },
  {
    get label() {
      return copy.warning;
    },
    show: () => toast.warning(copy.warningMessage),
  },
  {
    get label() {
      return copy.info;
    },
    show: () => toast.info(copy.infoMessage),
  },
];

/** Toasts come from sonner's `toast.*`; the app's Toaster (bottom right, 3000 ms) shows them in the page theme. */
export function ToastExamples() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {samples.map((sample) => (
        <Button key={sample.label} variant="outline" onClick={sample.show}>
          {sample.label}
        </Button>
      ))}
    </div>
  );
}
