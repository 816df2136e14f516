/**
 * The keyboard shortcuts Tessera has, in one list: Settings → Shortcuts shows it and the command bar binds the
 * first one. `mod` is ⌘ on Apple devices and Ctrl elsewhere. The actions' names are in the preferences
 * catalogue under `shortcuts.items`.
 */
export type Shortcut = {
  id: 'commandBar' | 'commandBarNavigate' | 'commandBarSelect' | 'close' | 'clearSearch';
  /** Key combinations that do it, each a list of keys pressed together; `mod` is ⌘ or Ctrl. */
  keys: readonly (readonly string[])[];
};

export const shortcuts: readonly Shortcut[] = [
  { id: 'commandBar', keys: [['mod', 'K']] },
  { id: 'commandBarNavigate', keys: [['↑'], ['↓']] },
  { id: 'commandBarSelect', keys: [['Enter']] },
  { id: 'close', keys: [['Escape']] },
  { id: 'clearSearch', keys: [['Escape']] },
];

/** The parts of a keyboard event the check needs (a DOM KeyboardEvent fits). */
type KeyPress = { key: string; metaKey: boolean; ctrlKey: boolean; altKey: boolean; shiftKey: boolean };

/** Whether a key press opens the command bar: ⌘K or Ctrl+K, with no other modifier. */
export const isCommandBarShortcut = (event: KeyPress) =>
  event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;

/** How `mod` reads on this platform: '⌘' on Apple devices, else 'Ctrl'. */
export const modKeyLabel = (platform: string) => (/mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl');
