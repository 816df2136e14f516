import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { CommandScreen } from './command-items';

type CommandBarState = {
  /** Opens the command bar, with this text already typed. */
  openCommandBar: (query?: string) => void;
  /** What the command bar finds from (for its results shown elsewhere: Home's input). */
  screens: CommandScreen[];
  toggleTheme: () => void;
};

const CommandBarContext = createContext<CommandBarState | null>(null);

// Loaded on first open: nobody pays for the list, cmdk and its queries until they ask for them.
const CommandPalette = lazy(() => import('./command-palette'));

/** Ctrl+K, or ⌘K on a Mac. */
export const isCommandBarShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/**
 * Holds the command bar of the signed-in pages: Ctrl/⌘K opens (or closes) it from anywhere under it, and
 * `useCommandBar()` opens it from a button or Home's input (which shows its results, `CommandMatches`). `screens` are the settings screens it
 * can find (the settings navigation list, handed in by the layout).
 */
export function CommandBarProvider({
  screens,
  toggleTheme,
  children,
}: {
  screens: CommandScreen[];
  /** Switches the theme and saves the choice (the layout knows how). */
  toggleTheme: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [loaded, setLoaded] = useState(false);
  // Where focus goes back to on close: the button, the input or whatever had it when Ctrl/⌘K was pressed.
  const returnFocus = useRef<HTMLElement | null>(null);
  const remember = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const openCommandBar = useCallback((query = '') => {
    remember();
    setInitialQuery(query);
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandBarShortcut(event)) return;
      event.preventDefault();
      if (!open) remember();
      setInitialQuery('');
      setLoaded(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const value = useMemo(
    () => ({ openCommandBar, screens, toggleTheme }),
    [openCommandBar, screens, toggleTheme],
  );
  return (
    <CommandBarContext value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            initialQuery={initialQuery}
            screens={screens}
            toggleTheme={toggleTheme}
            returnFocus={() => {
              const target = returnFocus.current;
              if (target?.isConnected) target.focus();
            }}
          />
        </Suspense>
      )}
    </CommandBarContext>
  );
}

export function useCommandBar(): CommandBarState {
  const context = use(CommandBarContext);
  if (!context) throw new Error('useCommandBar must be used within a CommandBarProvider');
  return context;
}
