/**
 * Who a bundled source file belongs to, for the diagnoses that attribute built code through source
 * maps (bytes-by-package, cpu-by-package): its npm package, the federation plugin's generated
 * setup, or the shop's own file as a path inside its package, cut to its first `ownPathSegments`.
 */
export function sourceOwner(source, ownPathSegments = Infinity) {
  // rspack names its module wrappers '.', and the federation plugin's generated setup code by the code itself.
  if (source === '.') return '(module wrappers)';
  if (/%[0-9A-F]{2}/.test(source)) return '(federation setup, generated)';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source.replace(/^webpack:\/\/[^/]*\//, '').split('/').slice(0, ownPathSegments).join('/');
}
