import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { ADMIN_PAGES, AREA_ROLES } from '../src/app/areaPages';
import {
  AREA_PRELOAD_ATTRIBUTE,
  areaPreloadScript,
  pageChunkName,
  PRELOADED_PAGES,
  type AreaPreloadManifest,
} from '../src/app/areaPreload';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/i18n/languages';

const NAME = 'AreaPreloadPlugin';

/** The preload manifest of a finished compilation: each admin page's scripts, from its chunk groups. */
export function areaPreloadManifest(compilation: Compilation): AreaPreloadManifest {
  const publicPath = String(compilation.outputOptions.publicPath ?? '/');
  const files: string[] = [];
  const scriptsOf = (chunkName: string, required = true): number[] => {
    const group = compilation.namedChunkGroups.get(chunkName);
    if (!group) {
      if (required) throw new Error(`${NAME}: the build has no chunk named "${chunkName}"`);
      return [];
    }
    const scripts = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
    return [...new Set(scripts)].map((file) => {
      const url = publicPath + file;
      if (!files.includes(url)) files.push(url);
      return files.indexOf(url);
    });
  };
  return {
    roles: AREA_ROLES,
    files,
    area: scriptsOf('admin'),
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        [...scriptsOf(`i18n-admin-${language}`), ...scriptsOf(`i18n-shell-${language}`, false)],
      ]),
    ),
    defaultLanguage: DEFAULT_LANGUAGE,
    pages: PRELOADED_PAGES.map((page) => [ADMIN_PAGES[page], scriptsOf(pageChunkName(page))]),
  };
}

/**
 * Puts in the page shell's <head> (after the start-up script) a script that preloads, on an admin
 * page, every script that page runs (src/app/areaPreload.ts). Production builds only: in development
 * the chunks have other names and the shell is served for every path.
 */
export class AreaPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const script = HtmlWebpackPlugin.createHtmlTagObject(
          'script',
          { [AREA_PRELOAD_ATTRIBUTE]: true },
          areaPreloadScript(areaPreloadManifest(compilation)),
        );
        return { ...data, headTags: [...data.headTags, script] };
      });
    });
  }
}
