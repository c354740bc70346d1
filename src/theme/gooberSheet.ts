/**
 * notistack styles its toasts with goober, which writes its CSS as the text of a
 * `<style id="_goober">` element: inline text that the Content Security Policy (no 'unsafe-inline',
 * see webpack.config.ts) refuses. Goober takes that element from `window._goober` when there is
 * one; this gives it a stand-in whose text goes into a constructed style sheet instead, adopted by
 * the document (the CSSOM, which the policy does not govern). The build runs this first, before any
 * module uses goober (webpack.config.ts, entry). Without constructable style sheets it does nothing.
 */

interface GooberTarget {
  CSSStyleSheet: typeof CSSStyleSheet;
  document: Pick<Document, 'adoptedStyleSheets' | 'head'>;
  _goober?: unknown;
}

/** What goober reads of its element: `parentNode` (set, so it is not inserted) and the text node. */
export interface GooberStandIn {
  parentNode: unknown;
  firstChild: { data: string };
  nonce?: string;
}

export function installGooberSheet(target: GooberTarget): GooberStandIn | null {
  if (
    target._goober !== undefined ||
    typeof target.CSSStyleSheet !== 'function' ||
    typeof target.CSSStyleSheet.prototype.replaceSync !== 'function' ||
    !Array.isArray(target.document.adoptedStyleSheets)
  )
    return null;
  const sheet = new target.CSSStyleSheet();
  let text = ' ';
  const standIn: GooberStandIn = {
    parentNode: target.document.head,
    firstChild: {
      get data() {
        return text;
      },
      set data(css: string) {
        text = css;
        sheet.replaceSync(css);
      },
    },
  };
  target.document.adoptedStyleSheets = [...target.document.adoptedStyleSheets, sheet];
  target._goober = standIn;
  return standIn;
}

if (typeof window === 'object') installGooberSheet(window as unknown as GooberTarget);
