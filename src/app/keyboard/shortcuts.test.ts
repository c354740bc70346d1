import {
  isMacPlatform,
  isOverlayOpen,
  isTypingTarget,
  readShortcut,
  SEQUENCE_TIMEOUT_MS,
  type KeyPress,
  type PendingSince,
  type ShortcutCommand,
} from './shortcuts';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});

/** The commands a run of [key, time] presses gives. */
function commandsOf(presses: readonly [KeyPress, number][], mac = false): (ShortcutCommand | null)[] {
  let pending: PendingSince = null;
  return presses.map(([event, now]) => {
    const read = readShortcut(pending, event, now, mac);
    pending = read.pending;
    return read.command;
  });
}

describe('key sequences', () => {
  it('g then a letter goes to its main screen', () => {
    const go = (letter: string) =>
      commandsOf([
        [press('g'), 0],
        [press(letter), 300],
      ])[1];
    expect(go('d')).toEqual({ type: 'go', page: 'dashboard' });
    expect(go('u')).toEqual({ type: 'go', page: 'users' });
    expect(go('c')).toEqual({ type: 'go', page: 'companies' });
    expect(go('j')).toEqual({ type: 'go', page: 'jobs' });
    expect(go('p')).toEqual({ type: 'go', page: 'payments' });
    expect(go('n')).toEqual({ type: 'go', page: 'notifications' });
    expect(go('x')).toBeNull();
  });

  it('the letter alone, or after the timeout, does nothing', () => {
    expect(commandsOf([[press('u'), 0]])).toEqual([null]);
    expect(
      commandsOf([
        [press('g'), 0],
        [press('u'), SEQUENCE_TIMEOUT_MS + 1],
      ]),
    ).toEqual([null, null]);
    expect(
      commandsOf([
        [press('g'), 0],
        [press('u'), SEQUENCE_TIMEOUT_MS],
      ])[1],
    ).toEqual({ type: 'go', page: 'users' });
  });

  it('another key between g and the letter cancels the sequence; g again restarts it', () => {
    expect(
      commandsOf([
        [press('g'), 0],
        [press('x'), 100],
        [press('u'), 200],
      ])[2],
    ).toBeNull();
    expect(
      commandsOf([
        [press('g'), 0],
        [press('g'), 900],
        [press('u'), 1800],
      ])[2],
    ).toEqual({
      type: 'go',
      page: 'users',
    });
  });

  it('ignores key repeat and modifier combos, but not Shift pressed on its own', () => {
    expect(
      commandsOf([
        [press('g'), 0],
        [press('u', { ctrlKey: true }), 100],
      ])[1],
    ).toBeNull();
    expect(
      commandsOf([
        [press('g'), 0],
        [press('u', { altKey: true }), 100],
      ])[1],
    ).toBeNull();
    expect(
      commandsOf([
        [press('g', { metaKey: true }), 0],
        [press('u'), 100],
      ])[1],
    ).toBeNull();
    expect(
      commandsOf([
        [press('g'), 0],
        [press('u', { repeat: true }), 100],
      ])[1],
    ).toBeNull();
    expect(commandsOf([[press('?', { repeat: true }), 0]])).toEqual([null]);
    expect(
      commandsOf([
        [press('Shift'), 0],
        [press('?'), 10],
      ])[1],
    ).toEqual({ type: 'help' });
    // Capital letters (Shift+g, Shift+u) are other keys.
    expect(
      commandsOf([
        [press('G'), 0],
        [press('u'), 100],
      ])[1],
    ).toBeNull();
  });

  it('? opens the shortcuts (also ؟ of an Arabic layout)', () => {
    expect(commandsOf([[press('?'), 0]])).toEqual([{ type: 'help' }]);
    expect(commandsOf([[press('؟', { code: 'Slash' }), 0]])).toEqual([{ type: 'help' }]);
  });

  it('reads the letter of its position on a non-Latin layout', () => {
    expect(
      commandsOf([
        [press('ل', { code: 'KeyG' }), 0],
        [press('ع', { code: 'KeyU' }), 100],
      ])[1],
    ).toEqual({
      type: 'go',
      page: 'users',
    });
  });

  it('Ctrl+K opens the palette, Cmd+K on a Mac', () => {
    expect(commandsOf([[press('k', { ctrlKey: true }), 0]])).toEqual([{ type: 'palette' }]);
    expect(commandsOf([[press('K', { ctrlKey: true }), 0]])).toEqual([{ type: 'palette' }]);
    expect(commandsOf([[press('k', { metaKey: true }), 0]])).toEqual([null]);
    expect(commandsOf([[press('k', { metaKey: true }), 0]], true)).toEqual([{ type: 'palette' }]);
    expect(commandsOf([[press('k', { ctrlKey: true }), 0]], true)).toEqual([null]);
    expect(commandsOf([[press('k', { ctrlKey: true, altKey: true }), 0]])).toEqual([null]);
    expect(commandsOf([[press('k'), 0]])).toEqual([null]);
  });
});

describe('where shortcuts stay quiet', () => {
  afterEach(() => document.body.replaceChildren());

  const make = (html: string): Element => {
    document.body.innerHTML = html;
    return document.body.querySelector('[data-target]')!;
  };

  it('treats fields that take typing as typing targets', () => {
    expect(isTypingTarget(make('<input data-target />'))).toBe(true);
    expect(isTypingTarget(make('<input type="search" data-target />'))).toBe(true);
    expect(isTypingTarget(make('<textarea data-target></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select data-target><option>a</option></select>'))).toBe(true);
    expect(isTypingTarget(make('<div contenteditable="true"><p data-target>x</p></div>'))).toBe(true);
    expect(isTypingTarget(make('<div role="combobox" tabindex="0" data-target></div>'))).toBe(true);
    expect(isTypingTarget(make('<div role="textbox" tabindex="0" data-target></div>'))).toBe(true);
  });

  it('does not treat buttons, checkboxes or the page as typing targets', () => {
    expect(isTypingTarget(make('<button data-target>x</button>'))).toBe(false);
    expect(isTypingTarget(make('<input type="checkbox" data-target />'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('sees an open dialog or menu', () => {
    expect(isOverlayOpen(make('<button data-target>x</button>'))).toBe(false);
    expect(isOverlayOpen(make('<div role="dialog"><button data-target>x</button></div>'))).toBe(true);
    expect(isOverlayOpen(make('<ul role="menu"><li role="menuitem" data-target>x</li></ul>'))).toBe(true);
    expect(isOverlayOpen(make('<button data-target>x</button><div aria-modal="true"></div>'))).toBe(true);
    expect(isOverlayOpen(make('<button data-target>x</button><div class="MuiModal-root"></div>'))).toBe(true);
    expect(
      isOverlayOpen(make('<button data-target>x</button><div class="MuiModal-root MuiModal-hidden"></div>')),
    ).toBe(false);
  });

  it('knows a Mac by its platform', () => {
    expect(isMacPlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isMacPlatform({ userAgentData: { platform: 'macOS' } })).toBe(true);
    expect(isMacPlatform({ platform: 'iPhone' })).toBe(true);
    expect(isMacPlatform({ platform: 'Linux x86_64' })).toBe(false);
    expect(isMacPlatform({ userAgentData: { platform: 'Windows' }, platform: 'Win32' })).toBe(false);
    expect(isMacPlatform(undefined)).toBe(false);
  });
});
