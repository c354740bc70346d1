import { createHash } from 'node:crypto';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { AreaPreloadPlugin } from './scripts/areaPreloadPlugin';
import { CompileHintPlugin } from './scripts/compileHintPlugin';
import { startupScript } from './src/app/startupScript';

type Argv = { mode?: 'development' | 'production' };
type Mode = 'development' | 'production';

/** One time for both bundles of a build: prerendered pages and their hydration agree on "now". */
const BUILD_TIME = String(Date.now());
/** Where the prerender bundle goes (outside dist/: it is a build tool, not part of the site). */
export const PRERENDER_OUT = path.resolve(__dirname, 'build');

/** MUI X DataGrid's module that writes its CSS variables in a `<style>` element (see below). */
const GRID_CSS_CONTEXT = path.resolve(__dirname, 'node_modules/@mui/x-data-grid/utils/css/context.mjs');

/**
 * React Router's package exports only its development build (dev warnings on, checks on every
 * navigation); its production build sits beside it. Production bundles take that one.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

const sharedParts = (mode: Mode) => ({
  mode,
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@grid-css-variables-context$': GRID_CSS_CONTEXT,
      ...(mode === 'production' ? REACT_ROUTER_PRODUCTION : {}),
    },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: mode === 'development' } },
              target: 'es2022',
            },
          },
        },
      },
    ] satisfies RuleSetRule[],
  },
  plugins: [
    new webpack.DefinePlugin({ 'process.env.BUILD_TIME': JSON.stringify(BUILD_TIME) }),
    // The grid's own imports of that module get ours, which adopts the same CSS through the CSSOM:
    // the Content Security Policy refuses the element (src/components/list/grid/cssVariablesSheet.ts).
    new webpack.NormalModuleReplacementPlugin(/[\\/]utils[\\/]css[\\/]context\.mjs$/, (resource) => {
      if (/[\\/]@mui[\\/]x-data-grid[\\/]/.test(resource.context ?? '')) {
        resource.request = path.resolve(__dirname, 'src/components/list/grid/cssVariablesSheet.ts');
      }
    }),
  ],
  performance: { hints: false as const },
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content Security Policy of the built pages (docs/decisions.md): only the app's own scripts
 * and styles, and inline code by its hash: here the start-up script and style of the page shell,
 * and the empty <style> elements emotion fills through the CSSOM (insertRule, which the policy does
 * not govern; no 'unsafe-inline'). scripts/prerender.mjs adds each prerendered page's own hashes
 * (scripts/csp.mjs), scripts/serve.mjs sends the policy as a header too, with frame-ancestors.
 * The development server gets none (hot reloading evaluates code).
 */
export function contentSecurityPolicy(startup: { script: string; style: string }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sha256(startup.script)}`,
    `style-src 'self' ${sha256(startup.style)} ${sha256('')}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The browser bundle: split by route, the page shell as dist/shell.html. */
export function clientConfig(mode: Mode): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const shared = sharedParts(mode);
  const startup = startupScript();
  return {
    ...shared,
    // First the stand-in for goober's <style> element (notistack), before any module uses goober.
    entry: ['./src/theme/gooberSheet.ts', './src/main.tsx'],
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    plugins: [
      ...shared.plugins,
      new HtmlWebpackPlugin({
        template: './public/index.html',
        // The page shell: every route that is not prerendered (scripts/prerender.mjs) is served this.
        filename: production ? 'shell.html' : 'index.html',
        favicon: './public/favicon.svg',
        startup,
        csp: production ? contentSecurityPolicy(startup) : '',
      }),
      ...(production ? [new AreaPreloadPlugin(), new CompileHintPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // MUI X Charts and what only it uses, in one named file beside the dashboard's `charts`
          // chunk (our drawings), fetched with it; e2e/budgets.spec.ts checks that no other page
          // does. (A cache group named like an existing chunk is silently ignored, hence `-lib`.)
          charts: {
            test: /[\\/]node_modules[\\/](@mui[\\/]x-charts(-vendor)?|@mui[\\/]x-internal-gestures|d3-[a-z-]+|internmap|bezier-easing|flatqueue)[\\/]/,
            name: 'charts-lib',
            chunks: 'async',
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    stats: production ? { preset: 'errors-warnings', assets: true, assetsSort: '!size' } : 'errors-warnings',
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      open: false,
      client: { overlay: { warnings: false } },
    },
  };
}

/**
 * The prerender bundle: the same app, built for Node in the same mode (emotion's class names and
 * React's output must match the browser's), one file, nothing external so there is one React.
 */
export function prerenderConfig(mode: Mode): Configuration {
  const shared = sharedParts(mode);
  return {
    ...shared,
    name: 'prerender',
    target: 'node20',
    entry: './src/app/prerender.tsx',
    output: { path: PRERENDER_OUT, filename: 'prerender.cjs', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    plugins: [...shared.plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

/** `webpack --mode production` builds both; the development server only the browser bundle. */
export default function config(_env: unknown, argv: Argv): Configuration | Configuration[] {
  const mode: Mode = argv.mode === 'production' ? 'production' : 'development';
  return mode === 'production' ? [clientConfig(mode), prerenderConfig(mode)] : clientConfig(mode);
}
