/**
 * The page names its first screen's remote entry: `<link rel="preload" as="script" fetchpriority="low">`
 * in the HTML, so the browser fetches the entry while main.js downloads. Without it the entry is
 * asked for only once main.js has arrived and run, and on Lighthouse's simulated phone that round
 * trip to a new origin came before the first product picture (issue #11: LCP; bench/RESULTS.md).
 *
 * Low priority: the first paint needs main.js and the stylesheet, not the entry; the entry only has
 * to be in by the time main.js asks for it. Which entry comes from the shell's own route matching
 * (shell/dist-server/first-screen.cjs) and the same config.json as the page, so a market's remote
 * URLs need no rebuild.
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
    const { firstScreenEntryUrl } = createRequire(import.meta.url)(path.resolve(file));
    if (typeof firstScreenEntryUrl === 'function') return firstScreenEntryUrl;
    warn(`${file} does not export firstScreenEntryUrl: pages are served without the first screen hint.`);
  } catch (error) {
    warn(`${file} could not be loaded (${error instanceof Error ? error.message.split('\n')[0] : error}): pages are served without the first screen hint. Build the shell to write it.`);
  }
  return null;
}

const ATTRIBUTE_ESCAPES = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The preload element for an entry URL, or '' when the URL is not one a page may load a script from. */
export function firstScreenHint(url) {
  if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) return '';
  const href = url.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]);
  return `<link rel="preload" as="script" href="${href}" fetchpriority="low" />`;
}

/** The page with the hint as the last element of its head (after the stylesheet, which it must not delay). */
export function withFirstScreenHint(html, hint) {
  if (!hint || !html.includes('</head>')) return html;
  return html.replace('</head>', `${hint}</head>`);
}
