/**
 * Diagnosis, not a figure of issue #11: which packages a built file's bytes come from, as a share of
 * its gzip size (each package's share of the minified bytes, by the source map). Build with maps
 * first; the maps add files beside the scripts and change no byte of them.
 *   SOURCE_MAPS=1 npm run build
 *   node bench/diagnose/bytes-by-package.mjs shell/dist/main.*.js [more files]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';
import { sourceOwner } from './source-owner.mjs';

for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const bytes = new Map();
  let previous;
  // A mapping's bytes run to the next mapping on its line, or to the end of the line.
  consumer.eachMapping((mapping) => {
    if (previous) {
      const end = mapping.generatedLine === previous.generatedLine ? mapping.generatedColumn : lines[previous.generatedLine - 1].length;
      // The shop's own code by its first two path segments (src/boot, shared-contracts/src).
      const owner = previous.source ? sourceOwner(previous.source, 2) : '(unmapped)';
      bytes.set(owner, (bytes.get(owner) ?? 0) + end - previous.generatedColumn);
    }
    previous = mapping;
  });
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(`\n${file}: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`);
  for (const [owner, size] of [...bytes].sort((a, b) => b[1] - a[1]).filter(([, size]) => size / code.length >= 0.002)) {
    console.log(`${((size / code.length) * (gzip / 1024)).toFixed(1).padStart(7)} KB  ${owner.slice(0, 100)}`);
  }
}
