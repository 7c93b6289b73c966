// @ts-check
/**
 * The shell's route matching for its server: src/boot/first-screen-at.ts built for Node into
 * dist-server/first-screen.cjs. scripts/serve-static.mjs (--first-screens) asks it which remote
 * entry and exposed module a page's first screen needs and names them in the page (the module's
 * files from the remote's manifest), so the browser fetches them while main.js downloads
 * (scripts/first-screen-hint.mjs). The same module matches in the browser, so server and router
 * never disagree on a route.
 */
import { swcRuleOf } from './swc-rule.mjs';

/**
 * Built after the shell, with its TypeScript rule and module resolution; everything bundled (the
 * route table, react-router's matcher), so the server needs nothing else at run time.
 * @param {import('@rspack/core').Configuration} shell the shell's own configuration
 * @returns {import('@rspack/core').Configuration}
 */
export function firstScreenServerConfig(shell) {
  const swc = swcRuleOf(shell, 'the first-screen module');
  return {
    name: 'first-screen-server',
    dependencies: [/** @type {string} */ (shell.name)],
    context: shell.context,
    entry: { 'first-screen': './src/boot/first-screen-at.ts' },
    mode: shell.mode,
    devtool: false,
    target: 'node',
    output: {
      // Outside dist: the server's module is not one of the shop's public files.
      path: `${shell.context}/dist-server`,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: shell.resolve,
    module: { rules: [swc] },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
