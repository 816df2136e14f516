import { Search } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { useCommandBar } from './command-bar-context';
import { rankMatches } from './match';
import { useCommandItems } from './use-command-items';

const noop = () => {};

/**
 * The command bar's results for text typed elsewhere (Home's input, where Enter asks the assistant): its best
 * matches, found by its own ranking, one button each, and the command bar opened with the text for the rest.
 * Nothing when nothing matches, so a question never leads to "Nothing matches".
 */
export function CommandMatches({ query, limit = 4 }: { query: string; limit?: number }) {
  const copy = assistantMessages.home;
  const { openCommandBar, screens, toggleTheme } = useCommandBar();
  const { items } = useCommandItems({ screens, toggleTheme, close: noop });
  const text = query.trim();
  const matches = text ? rankMatches(text, items) : [];
  if (matches.length === 0) return null;
  return (
    <div role="group" aria-label={copy.goTo} className="flex flex-col gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{copy.goTo}</p>
      <ul className="flex flex-wrap gap-2">
        {matches.slice(0, limit).map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.id} className="min-w-0 max-w-full">
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal"
                onClick={item.run}
              >
                <Icon aria-hidden />
                {item.label}
              </Button>
            </li>
          );
        })}
        <li className="min-w-0 max-w-full">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal [overflow-wrap:anywhere]"
            onClick={() => openCommandBar(text)}
          >
            <Search aria-hidden />
            {copy.searchAll(text)}
          </Button>
        </li>
      </ul>
    </div>
  );
}
