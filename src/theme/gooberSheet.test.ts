import { css } from 'goober';
import { installGooberSheet } from './gooberSheet';

/** A constructable style sheet that keeps the text it was given. */
class FakeSheet {
  static made: FakeSheet[] = [];
  text = '';
  constructor() {
    FakeSheet.made.push(this);
  }
  replaceSync(text: string) {
    this.text = text;
  }
}

const target = () => ({
  CSSStyleSheet: FakeSheet as unknown as typeof CSSStyleSheet,
  document: { adoptedStyleSheets: [] as CSSStyleSheet[], head: document.head },
  _goober: undefined as unknown,
});

beforeEach(() => {
  FakeSheet.made = [];
});

describe('installGooberSheet', () => {
  it('adopts one constructed sheet and gives goober a stand-in for its element', () => {
    const win = target();
    const standIn = installGooberSheet(win);
    expect(win._goober).toBe(standIn);
    expect(win.document.adoptedStyleSheets).toEqual([FakeSheet.made[0]]);
    standIn!.firstChild.data = '.a{color:red}';
    expect(FakeSheet.made[0]!.text).toBe('.a{color:red}');
    expect(standIn!.firstChild.data).toBe('.a{color:red}');
  });

  it('leaves an existing goober element and browsers without constructable sheets alone', () => {
    const existing = { ...target(), _goober: 'element' };
    expect(installGooberSheet(existing)).toBeNull();
    expect(existing._goober).toBe('element');
    const old = { ...target(), CSSStyleSheet: undefined as unknown as typeof CSSStyleSheet };
    expect(installGooberSheet(old)).toBeNull();
  });

  it('takes goober’s CSS (notistack’s toasts) instead of a <style> element the policy would refuse', () => {
    const win = target();
    const standIn = installGooberSheet(win);
    const global = window as unknown as { _goober?: unknown };
    global._goober = standIn;
    try {
      const className = css({ color: 'rebeccapurple' });
      expect(FakeSheet.made[0]!.text).toContain(`.${className}{color:rebeccapurple;}`);
      expect(document.getElementById('_goober')).toBeNull();
    } finally {
      delete global._goober;
    }
  });
});
