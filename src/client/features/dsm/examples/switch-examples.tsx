import { useId } from 'react';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.switch;

function SwitchField({ label, checked, disabled }: { label: string; checked?: boolean; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} defaultChecked={checked} disabled={disabled} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export function SwitchExamples() {
  return (
    <div className="flex flex-col gap-4">
      <SwitchField label={copy.on} checked />
      <SwitchField label={copy.off} />
      <SwitchField label={copy.disabled} disabled />
    </div>
  );
}
