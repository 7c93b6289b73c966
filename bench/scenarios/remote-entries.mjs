/** Each remote's built entry file, gzip -9 (target: <= 20 KB each). Reads dist/, needs no server. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '../../scripts/topology.mjs';
import { root } from './shop.mjs';

export function remoteEntrySizes() {
  return REMOTES.map((remote) => {
    const entry = readFileSync(path.join(root, remote.dir, 'dist', 'remoteEntry.js'));
    return [remote.name, gzipSync(entry, { level: 9 }).length];
  });
}
