import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '..', '..');
const sources = path.join(root, 'shared-contracts/src');
const federationModule = pathToFileURL(path.join(sources, 'federation/federation.mjs')).href;

/** federation.mjs reads import.meta, which jest's CommonJS cannot load: a node process answers. */
function contractLists(): { stateful: string[]; fromTheShell: string[] } {
  const script = `import * as federation from ${JSON.stringify(federationModule)};
    console.log(JSON.stringify({ stateful: federation.STATEFUL_CONTRACTS, fromTheShell: federation.PURE_CONTRACTS_FROM_THE_SHELL }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/**
 * What makes a module's second copy on the page a different thing from its first, read from its
 * top-level lines (a declaration starts at the line's start in these sources): a variable, a store
 * or context, a collection created empty to be filled later, a statement run on import (a
 * listener), an error class that `instanceof` tells apart. A constant (a RegExp, a filled Set, a
 * table) is the same in every copy.
 */
const HOLDS_STATE: [string, RegExp][] = [
  ['a variable', /^(?:export )?(?:let|var) /m],
  ['a store or context', /^(?:export )?const [\w$]+\s*(?::[^=]+)?=\s*(?:atom|map|computed|deepMap|persistentAtom|persistentMap|createContext)\b/m],
  ['a collection filled later', /^(?:export )?const [\w$]+\s*(?::[^=]+)?=\s*(?:new (?:Map|Set|WeakMap|WeakSet)\b(?:<[^()]*>)?\(\s*\)|\{\s*\}|\[\s*\])/m],
  ['a statement run on import', /^(?:[\w$]+(?:\.[\w$]+)*\s*\(|(?:if|for|while|try|await|void)\b)/m],
  ['an error class', /^(?:export )?class [\w$]+ extends [\w$.]*Error\b/m],
];

function stateOf(source: string): string[] {
  return HOLDS_STATE.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
}

/** Each module the builds read, by its path under shared-contracts/src without extension. */
function modules(): { name: string; source: string }[] {
  return (readdirSync(sources, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(?:test|d)\.tsx?$/.test(file) && !/(?:^|\/)test-support\//.test(file))
    .map((file) => ({ name: file.replace(/\.tsx?$/, ''), source: readFileSync(path.join(sources, file), 'utf8') }));
}

describe('the shared-contracts modules that are shared, one copy on the page', () => {
  const { stateful: listed, fromTheShell } = contractLists();

  it('are exactly the modules that hold state (STATEFUL_CONTRACTS in federation.mjs)', () => {
    const holding = modules()
      .filter(({ source }) => stateOf(source).length > 0)
      .map(({ name, source }) => `${name}: ${stateOf(source).join(', ')}`);
    expect(holding.map((line) => line.split(':')[0]).sort()).toEqual([...listed].sort());
  });

  it('are imported by the package name everywhere, so no bundle takes its own copy by a relative path', () => {
    const relative = modules().flatMap(({ name, source }) =>
      [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
        .map((match) => path.posix.normalize(path.posix.join(path.posix.dirname(name), match[1]!)))
        .filter((target) => listed.includes(target))
        .map((target) => `${name} -> ${target}`),
    );
    expect(relative).toEqual([]);
  });

  it('shares a pure module only where the shell imports it, so a remote has its copy to reuse', () => {
    const shellSources = (readdirSync(path.join(root, 'shell/src'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(root, 'shell/src', file), 'utf8'));
    expect(fromTheShell.length).toBeGreaterThan(0);
    for (const module of fromTheShell) {
      expect(listed).not.toContain(module);
      expect(shellSources.some((source) => source.includes(`'shared-contracts/${module}'`))).toBe(true);
    }
  });

  it("leaves the UI primitives' stylesheet to the shell, loaded once before any other rule", () => {
    const importing = modules().filter(({ source }) => /^import '[^']*primitives\.css';/m.test(source)).map(({ name }) => name);
    expect(importing).toEqual([]);
    const shellStart = readFileSync(path.join(root, 'shell/src/index.ts'), 'utf8');
    expect(/^import .*$/m.exec(shellStart)?.[0]).toBe("import 'shared-contracts/ui/primitives.css';");
  });

  it.each([
    ['let started: Promise<unknown> | null = null;', 'a variable'],
    ["export const $cart = atom<Cart>(emptyCart());", 'a store or context'],
    ['const unanswered = new Map<string, string>();', 'a collection filled later'],
    ['const quiet = new WeakSet<Request>();', 'a collection filled later'],
    ['const loading = new Map<string, Promise<void>>();', 'a collection filled later'],
    ["window.addEventListener('storage', () => {});", 'a statement run on import'],
    ['export class DataProcessingError extends Error {', 'an error class'],
  ])('tells state in %s', (line, what) => {
    expect(stateOf(`import x from 'y';\n${line}\n`)).toEqual([what]);
  });

  it.each([
    ["const DAY_ONLY = /^\\d{4}-\\d{2}-\\d{2}$/;"],
    ["const NUMBER_AFTER = new RegExp('x', 'iu');"],
    ["const WHOLE_UNIT_CURRENCIES = new Set(['JPY', 'HUF']);"],
    ['export function cartSubtotal(cart: Cart): number {\n  let total = 0;\n  return total;\n}'],
    ['export class SlotErrorBoundary extends Component<Props> {'],
  ])('holds no state in %s', (code) => {
    expect(stateOf(`import x from 'y';\n${code}\n`)).toEqual([]);
  });
});
