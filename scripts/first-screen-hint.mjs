/**
 * The page names its first screen's files: `<link rel="preload" fetchpriority="low">` for the remote
 * entry and for what the screen's exposed module needs before it runs (its stylesheet and scripts, as
 * the remote's mf-manifest.json lists them), so the browser fetches them while main.js downloads.
 * Without them the entry is asked for only once main.js has arrived and run, and the screen's files
 * after the entry has run: on Lighthouse's simulated phone each of those steps came before the first
 * product picture (issue #11: LCP; bench/RESULTS.md).
 *
 * Low priority: the first paint needs main.js and the stylesheet, not these; they only have to be in
 * by the time main.js asks for them. Which screen comes from the shell's own route matching
 * (shell/dist-server/first-screen.cjs) and the same config.json as the page, and its files from the
 * remote's manifest as deployed now (scripts/remote-manifests.mjs), so a market's remote URLs and a
 * remote's own deployments need no rebuild of the shell.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The shell's route matching, built for Node; `file` is the --first-screens option. Without it (a
 * build from before it existed, a broken file) the pages are served as built, without the hint,
 * and the server says so once: the browser still finds the entry, later.
 */
export function loadFirstScreens(file, warn = console.warn) {
  try {
    const { firstScreenModule } = createRequire(import.meta.url)(path.resolve(file));
    if (typeof firstScreenModule === 'function') return firstScreenModule;
    warn(`${file} does not export firstScreenModule: pages are served without the first screen hint.`);
  } catch (error) {
    warn(`${file} could not be loaded (${error instanceof Error ? error.message.split('\n')[0] : error}): pages are served without the first screen hint. Build the shell to write it.`);
  }
  return null;
}

const ATTRIBUTE_ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const LOADABLE = /^(https?:\/\/|\/)/;

/** One preload element, or '' when the URL is not one a page may load from. */
function preload(as, url) {
  if (typeof url !== 'string' || !LOADABLE.test(url)) return '';
  const href = url.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]);
  return `<link rel="preload" as="${as}" href="${href}" fetchpriority="low" />`;
}

/** @typedef {{ as: 'script' | 'style', url: string }} ScreenFile */

/**
 * The preload elements for an entry URL and the screen's files; '' when the entry is not one a page
 * may load a script from.
 * @param {string | undefined} entryUrl
 * @param {ScreenFile[]} [files]
 */
export function firstScreenHint(entryUrl, files = []) {
  const entry = preload('script', entryUrl);
  return entry && entry + files.map((file) => preload(file.as, file.url)).join('');
}

/** The page with the hint as the last element of its head (after the stylesheet, which it must not delay). */
export function withFirstScreenHint(html, hint) {
  if (!hint || !html.includes('</head>')) return html;
  return html.replace('</head>', `${hint}</head>`);
}

/**
 * What an exposed module needs before it runs, from its remote's mf-manifest.json: the stylesheets,
 * then the scripts of its `sync` assets, addressed as the federation runtime will ask for them
 * (publicPath "auto": beside the entry). None when the manifest does not list the module, or names
 * its files from a publicPath the server cannot work out.
 * @param {any} manifest
 * @param {string} module
 * @param {string} entryUrl
 * @returns {ScreenFile[]}
 */
export function exposedModuleFiles(manifest, module, entryUrl) {
  const expose = Array.isArray(manifest?.exposes) ? manifest.exposes.find((candidate) => candidate?.path === module) : undefined;
  const publicPath = manifest?.metaData?.publicPath;
  if (!expose || (publicPath !== 'auto' && (typeof publicPath !== 'string' || !/^https?:\/\//.test(publicPath)))) return [];
  const base = publicPath === 'auto' ? entryUrl : publicPath;
  const names = (/** @type {unknown} */ list) => (Array.isArray(list) ? list.filter((name) => typeof name === 'string' && name !== '') : []);
  const files = (/** @type {ScreenFile['as']} */ as, /** @type {unknown} */ list) => names(list).map((name) => ({ as, url: new URL(name, base).href }));
  try {
    return [...files('style', expose.assets?.css?.sync), ...files('script', expose.assets?.js?.sync)];
  } catch {
    // An address that does not parse ("http://" as a publicPath): the page names only the entry.
    return [];
  }
}

/**
 * The files of a first screen (`{ entry, module }` from the shell's matching), read from the manifest
 * beside its entry with `manifestOf` (scripts/remote-manifests.mjs). An entry addressed from the
 * shop's own origin ("/remotes/…") is served by whatever proxies that path, not by this server, so
 * only the entry itself is named for it.
 * @param {{ entry: string, module: string }} screen
 * @param {(url: string) => Promise<unknown>} manifestOf
 * @returns {Promise<ScreenFile[]>}
 */
export async function firstScreenFiles({ entry, module }, manifestOf) {
  if (!URL.canParse(entry) || !/^https?:\/\//.test(entry)) return [];
  const manifest = await manifestOf(new URL('mf-manifest.json', entry).href);
  return manifest ? exposedModuleFiles(manifest, module, entry) : [];
}
