import { Command } from 'cmdk';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { commandGroups, type CommandItem, type CommandScreen } from './command-items';
import { rankMatches } from './match';
import { useCommandItems } from './use-command-items';

type PaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialQuery: string;
  screens: CommandScreen[];
  toggleTheme: () => void;
  /** Gives focus back to what had it before the command bar opened. */
  returnFocus: () => void;
};

const itemClass =
  'flex min-h-10 cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

function Row({ item, onSelect }: { item: CommandItem; onSelect: (item: CommandItem) => void }) {
  const Icon = item.icon;
  return (
    <Command.Item value={item.id} onSelect={() => onSelect(item)} className={itemClass}>
      <Icon aria-hidden />
      <span className="min-w-0 flex-1 truncate">{item.label}</span>
      {item.detail && <span className="shrink-0 text-xs text-muted-foreground">{item.detail}</span>}
    </Command.Item>
  );
}

/** The list and its input; mounted on each open, so it starts from the text it was opened with. */
function PaletteBody({
  initialQuery,
  screens,
  toggleTheme,
  close,
}: Omit<PaletteProps, 'open' | 'onOpenChange' | 'returnFocus'> & { close: () => void }) {
  const copy = appAreaMessages.commandBar;
  const [query, setQuery] = useState(initialQuery);
  const { items, datasetsPending, datasetsFailed } = useCommandItems({ screens, toggleTheme, close });
  const ranked = rankMatches(query, items);
  // The best match is selected as the query changes, so Enter always takes the top line.
  const [selected, setSelected] = useState<{ query: string; id: string | undefined }>({
    query,
    id: ranked[0]?.id,
  });
  const selectedId =
    selected.query === query && ranked.some((item) => item.id === selected.id) ? selected.id : ranked[0]?.id;
  const run = (item: CommandItem) => item.run();
  const searching = query.trim() !== '';

  return (
    <Command
      // cmdk names its input with this label (it overrides an aria-label on the input).
      label={copy.inputLabel}
      shouldFilter={false}
      loop
      value={selectedId ?? ''}
      onValueChange={(id) => setSelected({ query, id })}
      className="flex flex-col"
    >
      <div className="border-b px-3">
        <Command.Input
          value={query}
          onValueChange={setQuery}
          placeholder={copy.placeholder}
          // Opened from the home's input with text typed: carry on typing after it.
          onFocus={(event) => event.currentTarget.setSelectionRange(query.length, query.length)}
          className="h-12 w-full bg-transparent pr-8 text-base outline-none placeholder:text-muted-foreground"
        />
      </div>
      <Command.List className="max-h-[min(60dvh,26rem)] overflow-y-auto overscroll-contain p-2">
        {ranked.length === 0 && (
          <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
            {copy.empty(query.trim())}
          </p>
        )}
        {searching
          ? ranked.map((item) => <Row key={item.id} item={item} onSelect={run} />)
          : commandGroups.map((group) => {
              const inGroup = ranked.filter((item) => item.group === group);
              if (inGroup.length === 0) return null;
              return (
                <Command.Group
                  key={group}
                  heading={copy.groups[group]}
                  className="pb-2 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {inGroup.map((item) => (
                    <Row key={item.id} item={item} onSelect={run} />
                  ))}
                </Command.Group>
              );
            })}
        {datasetsPending && (
          <Command.Loading label={copy.datasetsLoading}>
            <p className="flex items-center gap-2 px-3 py-2 text-xs text-muted-foreground">
              <Spinner className="size-3" />
              {copy.datasetsLoading}
            </p>
          </Command.Loading>
        )}
        {datasetsFailed && <p className="px-3 py-2 text-xs text-muted-foreground">{copy.datasetsFailed}</p>}
      </Command.List>
    </Command>
  );
}

/**
 * The command bar: a modal list of pages, actions, settings screens, workspaces and datasets, ranked as you type
 * (match.ts). Arrows move, Enter runs, Escape closes and gives focus back to what had it.
 */
export default function CommandPalette({ open, onOpenChange, returnFocus, ...body }: PaletteProps) {
  const copy = appAreaMessages.commandBar;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={copy.close}
        // Radix would select the input's text on open, and the next key typed would replace it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)
            ?.querySelector<HTMLInputElement>('[cmdk-input]')
            ?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        className="top-[12dvh] max-w-[calc(100%-1rem)] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <DialogTitle className="sr-only">{copy.title}</DialogTitle>
        <DialogDescription className="sr-only">{copy.description}</DialogDescription>
        <PaletteBody {...body} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
