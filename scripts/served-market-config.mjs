import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The config.json `npm start` hands the shell's server, and its market: MARKET_CONFIG's file, else
 * the built-in one (file null: the server serves its own unchanged). MARKET_CONFIG is named from the
 * repository root, as the README's examples name it, but the shell's server runs in shell/, so it
 * gets an absolute path. With PORT_OFFSET it gets a copy whose localhost URLs are moved by the
 * offset too, so the manifest leads to this run's API and remotes, not another copy's.
 */
export function servedMarketConfig(root, marketConfig, offset) {
  const file = marketConfig ? path.resolve(root, marketConfig) : path.join(root, 'shell', 'public', 'config.json');
  let text;
  let market;
  try {
    text = readFileSync(file, 'utf8');
    market = JSON.parse(text).market;
  } catch (error) {
    // Said before anything starts: a shop on a missing or broken manifest only shows its boot error.
    throw new Error(`${file} cannot be the shop's config.json (MARKET_CONFIG): ${error instanceof Error ? error.message : error}`);
  }
  if (offset === 0) return { file: marketConfig ? file : null, market };
  const moved = text.replace(/http:\/\/localhost:(\d+)/g, (_, port) => `http://localhost:${Number(port) + offset}`);
  const copy = path.join(os.tmpdir(), `storefront-${offset}-${path.basename(file)}`);
  writeFileSync(copy, moved);
  return { file: copy, market };
}
