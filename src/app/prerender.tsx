import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { serverDocument } from '@/components/PageHeader';
import { initI18n, type Language } from '@/i18n';
import { addAllCatalogues } from '@/i18n/catalogues';
import { initialPreferences } from '@/store/preferencesSlice';
import { createEmotionCache, markPrerenderedStyles } from '@/theme';
import { PUBLIC_PATHS } from './paths';
import { AppProviders } from './providers/AppProviders';
import { makeRootStore } from './rootStore';
import { routes, type RouteHandle } from './routes';

/**
 * The prerender bundle's entry (webpack.config.ts, prerenderConfig): renders a public page to HTML
 * at build time, as the browser's first render will (English, the system theme, the build time as
 * "now"), with the critical CSS emotion wrote for it. scripts/prerender.mjs puts the result into
 * the page shell. No admin code or sample data is involved: public pages never load them.
 */

/** Every public path, aliases included (spec 2.1). */
export const PRERENDER_PATHS: readonly string[] = Object.values(PUBLIC_PATHS);
export const PRERENDER_LANGUAGE: Language = 'en';
/** Written on each page's <html> with the path it was prerendered for (src/lib/pagePath.ts). */
export { PRERENDERED_PATH_ATTRIBUTE } from '@/lib/pagePath';
export { AREA_PRELOAD_ATTRIBUTE } from './areaPreload';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Emotion's <style> tags for that markup, for the <head>. */
  styles: string;
  /** The document title the page sets ('' for the product name alone). */
  title: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  initI18n(PRERENDER_LANGUAGE);
  addAllCatalogues();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect or error`);
  await Promise.all(
    context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()),
  );

  const store = makeRootStore({ preferences: { ...initialPreferences, language: PRERENDER_LANGUAGE } });
  const cache = createEmotionCache('ltr');
  const emotion = createEmotionServer(cache);
  serverDocument.title = '';
  const { prelude } = await prerenderToNodeStream(
    <AppProviders store={store} emotionCache={cache}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  const html = await readAll(prelude);
  const styles = markPrerenderedStyles(
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  );
  return { html, styles, title: serverDocument.title };
}
