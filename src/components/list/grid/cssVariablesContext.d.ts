/** The grid's own `utils/css/context` module (webpack.config.ts aliases it; see cssVariablesSheet.ts). */
declare module '@grid-css-variables-context' {
  import type { ReactElement, ReactNode } from 'react';

  export function useCSSVariablesClass(): string;
  export function useCSSVariablesContext(): { className: string; tag: ReactElement };
  export function GridPortalWrapper(props: { children: ReactNode }): ReactElement;
  export function GridCSSVariablesContext(props: { children: ReactNode }): ReactElement;
}
