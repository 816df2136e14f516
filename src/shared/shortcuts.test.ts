import { describe, expect, it } from 'vitest';
import { isCommandBarShortcut, modKeyLabel, shortcuts } from './shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey', boolean>>,
) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('shortcuts', () => {
  it('opens the command bar on Ctrl+K and ⌘K only', () => {
    expect(isCommandBarShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isCommandBarShortcut(press('K', { metaKey: true }))).toBe(true);
    expect(isCommandBarShortcut(press('k', {}))).toBe(false);
    expect(isCommandBarShortcut(press('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isCommandBarShortcut(press('j', { ctrlKey: true }))).toBe(false);
  });

  it('names the modifier by platform and lists the command bar first', () => {
    expect(modKeyLabel('MacIntel')).toBe('⌘');
    expect(modKeyLabel('Linux x86_64')).toBe('Ctrl');
    expect(shortcuts[0]).toEqual({ id: 'commandBar', keys: [['mod', 'K']] });
  });
});
