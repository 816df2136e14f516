import { ChevronDownIcon, EllipsisIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { usePortalThemeClass } from '../preview-theme';

const copy = dsmMessages.sections.dropdownMenu;

function MemberMenu({ trigger }: { trigger: ReactNode }) {
  const themeClass = usePortalThemeClass();
  const [notify, setNotify] = useState(true);
  const [role, setRole] = useState<string>(copy.roles[1].value);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={themeClass}>
        <DropdownMenuLabel>{copy.account}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem>
            {copy.copyEmail}
            <DropdownMenuShortcut>{copy.copyShortcut}</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem>{copy.manageAccess}</DropdownMenuItem>
          <DropdownMenuItem disabled>{copy.editAccess}</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={notify} onCheckedChange={setNotify}>
          {copy.notify}
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>{copy.role}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={role} onValueChange={setRole}>
          {copy.roles.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>{copy.more}</DropdownMenuSubTrigger>
          <DropdownMenuSubContent className={themeClass}>
            <DropdownMenuItem>{copy.archive}</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem variant="destructive">{copy.remove}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function DropdownMenuExamples() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <MemberMenu
        trigger={
          <Button variant="outline">
            {copy.open}
            <ChevronDownIcon aria-hidden />
          </Button>
        }
      />
      <MemberMenu
        trigger={
          <Button variant="ghost" size="icon" aria-label={copy.iconTrigger} title={copy.iconTrigger}>
            <EllipsisIcon aria-hidden />
          </Button>
        }
      />
    </div>
  );
}
