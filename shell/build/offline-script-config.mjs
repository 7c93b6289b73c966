// @ts-check
/**
 * The offline page's script, /offline.js beside public/offline.html. The page shows when the shop
 * cannot be reached, so its script is a plain bundle of its own, outside Module Federation (no
 * remote entry, no shared scope to wait for); it still imports the shop's language rule and
 * texts, so neither is written twice.
 */
import { swcRuleOf } from './swc-rule.mjs';

/**
 * Built after the shell into the same folder (the shell's clean would otherwise drop it), with
 * the shell's TypeScript rule and module resolution.
 * @param {import('@rspack/core').Configuration} shell the shell's own configuration
 * @returns {import('@rspack/core').Configuration}
 */
export function offlineScriptConfig(shell) {
  const swc = swcRuleOf(shell, 'the offline script');
  return {
    name: 'offline',
    dependencies: [/** @type {string} */ (shell.name)],
    context: shell.context,
    entry: { offline: './src/offline/offline.ts' },
    mode: shell.mode,
    devtool: false,
    target: shell.target,
    output: {
      path: shell.output?.path,
      // A fixed name: offline.html asks for it, and the service worker caches it with the page.
      filename: 'offline.js',
      publicPath: '/',
      clean: false,
    },
    resolve: shell.resolve,
    module: { rules: [swc] },
    optimization: { minimize: shell.mode === 'production' },
    performance: { hints: false },
  };
}

/** For the shell's own clean: a watching build that changes only the shell keeps the offline script. */
export const KEEP_OFFLINE_SCRIPT = { keep: /(^|[\\/])offline\.js$/ };
