import * as original from '@grid-css-variables-context';
import { useInsertionEffect } from 'react';

/**
 * The Content Security Policy (no 'unsafe-inline' for styles, docs/decisions.md) refuses the
 * `<style>` element in which MUI X DataGrid writes its theme's CSS variables (`.MuiDataGridVariables-…
 * { --DataGrid-t-…: … }`): Chromium logs an error and the grid loses its colours and spacing. The
 * build (webpack.config.ts) puts this module in place of the grid's `utils/css/context` for the grid's
 * own imports; it hands the grid the same class name and no element, and writes the same CSS text
 * into a constructed style sheet adopted by the document (the CSSOM, which the policy does not
 * govern), as `src/theme/gooberSheet.ts` does for notistack. The text is the grid's, from our theme.
 */
export const { useCSSVariablesClass, GridPortalWrapper, GridCSSVariablesContext } = original;

const adopted = new Set<string>();

/** Adds `css` to the document's adopted style sheets once per class name. */
export function adoptGridVariables(className: string, css: string, target: Document = document): boolean {
  if (adopted.has(className)) return true;
  if (typeof CSSStyleSheet !== 'function' || !Array.isArray(target.adoptedStyleSheets)) return false;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  adopted.add(className);
  return true;
}

export function useCSSVariablesContext(): ReturnType<typeof original.useCSSVariablesContext> {
  const context = original.useCSSVariablesContext();
  const css = String((context.tag.props as { children?: unknown }).children ?? '');
  useInsertionEffect(() => {
    adoptGridVariables(context.className, css);
  }, [context.className, css]);
  // Without constructable style sheets (very old browsers), the grid keeps its own element.
  const supported = typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document;
  return supported ? { className: context.className, tag: null as unknown as typeof context.tag } : context;
}
