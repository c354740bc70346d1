import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

type Argv = { mode?: 'development' | 'production' };

export default function config(
  _env: unknown,
  argv: Argv,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
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
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    plugins: [new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' })],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
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
