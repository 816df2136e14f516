import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { ExampleField } from '../example-field';
import { usePortalThemeClass } from '../preview-theme';

const copy = dsmMessages.sections.dialog;

export function DialogExamples() {
  const themeClass = usePortalThemeClass();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{copy.open}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={copy.close} className={themeClass}>
        <DialogHeader>
          <DialogTitle>{copy.heading}</DialogTitle>
          <DialogDescription>{copy.body}</DialogDescription>
        </DialogHeader>
        <ExampleField label={copy.emails} help={copy.emailsHelp}>
          {({ id, describedBy }) => <Input id={id} type="email" multiple aria-describedby={describedBy} />}
        </ExampleField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.cancel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>{copy.send}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
