// @ts-check
/**
 * The shell's TypeScript rule, for the small bundles built beside it (the offline script, the
 * server's route matching): one rule, so they compile the shell's code as the shell does.
 * @param {import('@rspack/core').Configuration} shell the shell's own configuration
 * @param {string} bundle what the rule is wanted for, named in the error
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function swcRuleOf(shell, bundle) {
  const swc = (shell.module?.rules ?? []).find((rule) => rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader');
  if (!swc || typeof swc !== 'object') throw new Error(`The shell's configuration has no swc rule for ${bundle}`);
  return swc;
}
