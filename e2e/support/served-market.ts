import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedOrigin } from '../../scripts/topology.mjs';
import { killServer, waitUntilAnswers } from './test-servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A built folder served as production serves it (scripts/serve-static.mjs), owned by the test. */
export async function serveBuilt(folder: string, port: number, extra: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve-static.mjs'), folder, '--port', String(port), ...extra], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitUntilAnswers(`http://localhost:${port}/`, 10_000).catch(async () => {
    await waitUntilAnswers(`http://localhost:${port}/remoteEntry.js`, 10_000);
  });
  return child;
}

/**
 * The shell's existing build, served with another market's config.json (markets/<market>.json,
 * its localhost ports moved by PORT_OFFSET as `npm start` does): a market swap is configuration only.
 */
export async function serveMarketShell(market: string, port: number): Promise<ChildProcess> {
  const config = readFileSync(path.join(root, 'markets', `${market}.json`), 'utf8').replace(/http:\/\/localhost:(\d+)/g, (_, published) =>
    servedOrigin(Number(published)),
  );
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), `market-${market}-`)), 'config.json');
  writeFileSync(file, config);
  return serveBuilt('shell/dist', port, ['--spa', '--config', file]);
}

export { killServer };
