import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every place the browser code turns a string into markup must sanitise it with DOMPurify in the same
 * expression: server HTML (footer, notices, group-order messages) may echo what someone typed.
 * A new sink that skips it fails here before it can reach a customer.
 */

const root = path.resolve(__dirname, '../..');
const browserPackages = readdirSync(root).filter((dir) => dir === 'shell' || dir === 'shared-contracts' || dir.startsWith('mfe-'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = browserPackages.flatMap((dir) => sourceFiles(path.join(root, dir, 'src')));

const SINKS = [/dangerouslySetInnerHTML/, /\.innerHTML\s*=/, /\.outerHTML\s*=/, /insertAdjacentHTML\(/, /document\.write\(/, /createContextualFragment\(/];
const SANITISED = /dangerouslySetInnerHTML=\{\{\s*__html:\s*DOMPurify\.sanitize\(/;

it('finds the browser sources', () => {
  expect(files.length).toBeGreaterThan(50);
});

it('sanitises every HTML sink with DOMPurify', () => {
  const unsafe = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` }))
      .filter(({ line }) => SINKS.some((sink) => sink.test(line)) && !SANITISED.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`),
  );
  expect(unsafe).toEqual([]);
});
