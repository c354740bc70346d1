import type { AdminPage } from '../paths';

/** `g` then one of these letters goes to the main screen (issue 12). */
export const GO_KEYS = {
  d: 'dashboard',
  u: 'users',
  c: 'companies',
  j: 'jobs',
  p: 'payments',
  n: 'notifications',
} as const satisfies Record<string, AdminPage>;
export type GoKey = keyof typeof GO_KEYS;

/** How long after `g` its letter may follow. */
export const SEQUENCE_TIMEOUT_MS = 1000;

export const PALETTE_KEY = 'k';

export type ShortcutCommand = { type: 'go'; page: AdminPage } | { type: 'help' } | { type: 'palette' };

/** What a shortcut reads of a keydown event (a KeyboardEvent has all of it). */
export interface KeyPress {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
}

/** The state between two keys: when `g` was pressed, or null. */
export type PendingSince = number | null;

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

/** The key's letter: the key itself, or on a non-Latin layout the letter of its position (KeyG: g). */
function letterOf({ key, code }: KeyPress): string {
  if (/^[\x20-\x7e]$/.test(key)) return key;
  const position = /^Key([A-Z])$/.exec(code ?? '');
  return position ? position[1]!.toLowerCase() : key;
}

const isGoKey = (letter: string): letter is GoKey => Object.hasOwn(GO_KEYS, letter);

/** Ctrl+K, or Cmd+K on a Mac. */
export const isPaletteKey = (event: KeyPress, mac: boolean): boolean =>
  letterOf(event).toLowerCase() === PALETTE_KEY &&
  (mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
  !event.altKey;

/**
 * The shortcut a key completes, and the state for the next key. Key repeat and modifier combos
 * (other than Ctrl/Cmd+K) do nothing; `g` waits SEQUENCE_TIMEOUT_MS for its letter. `now` is when
 * the key was pressed (its event's `timeStamp`), so that a long task between the two keys, which
 * the browser holds them behind, does not part them.
 */
export function readShortcut(
  pending: PendingSince,
  event: KeyPress,
  now: number,
  mac: boolean,
): { pending: PendingSince; command: ShortcutCommand | null } {
  if (MODIFIER_KEYS.has(event.key)) return { pending, command: null };
  if (event.repeat) return { pending, command: null };
  if (isPaletteKey(event, mac)) return { pending: null, command: { type: 'palette' } };
  if (event.ctrlKey || event.metaKey || event.altKey) return { pending: null, command: null };
  const letter = letterOf(event);
  if (letter === '?' || event.key === '؟') return { pending: null, command: { type: 'help' } };
  const waiting = pending !== null && now - pending <= SEQUENCE_TIMEOUT_MS;
  if (waiting && isGoKey(letter)) return { pending: null, command: { type: 'go', page: GO_KEYS[letter] } };
  return { pending: letter === 'g' ? now : null, command: null };
}

const TEXT_INPUT_TYPES = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'image',
  'file',
  'color',
  'range',
]);

/** True in a field that takes typing: input, textarea, select, contenteditable, a combobox or textbox. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !TEXT_INPUT_TYPES.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest('[role="combobox"], [role="textbox"], [role="searchbox"], [contenteditable="true"]') !==
    null
  );
}

/** True while a dialog, drawer or menu is open: its own keys (Escape, typeahead) come first. */
export function isOverlayOpen(target: EventTarget | null, doc: Document = document): boolean {
  if (target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]'))
    return true;
  return doc.querySelector('[aria-modal="true"], .MuiModal-root:not(.MuiModal-hidden)') !== null;
}

interface NavigatorWithHints {
  platform?: string;
  userAgentData?: { platform?: string };
}

/** macOS or iOS, where Cmd takes Ctrl's part. */
export function isMacPlatform(nav: NavigatorWithHints | undefined = globalThis.navigator): boolean {
  const platform = nav?.userAgentData?.platform || nav?.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
