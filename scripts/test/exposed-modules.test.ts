import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTES } from '../topology.mjs';

/**
 * Each remote's builds (its own and every market's variant) expose exactly the modules its contract
 * names (shared-contracts/src/remotes/contracts.ts): a variant missing one would only show when a
 * customer reached that route and got the retry fallback, and one exposing more would be a module
 * no team agreed on. A market swapping the payments remote relies on this most.
 */
const root = path.resolve(__dirname, '..', '..');

/** The contract's module names per remote, read from the RemoteModules interface and the ones it names. */
function contractModules(): Record<string, string[]> {
  const file = path.join(root, 'shared-contracts/src/remotes/contracts.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  for (const node of source.statements) if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  const keys = (name: string) =>
    interfaces.get(name)!.members.map((member) => (member.name as ts.StringLiteral | ts.Identifier).text);
  return Object.fromEntries(
    interfaces.get('RemoteModules')!.members.map((member) => {
      const type = (member as ts.PropertySignature).type as ts.TypeReferenceNode;
      return [(member.name as ts.Identifier).text, keys((type.typeName as ts.Identifier).text).sort()];
    }),
  );
}

/** What a build's federation plugin exposes: its config run as the build runs it, in a node process of its own (ES modules). */
function exposedBy(dir: string, config: string): string[] {
  const script = `
    const make = (await import(${JSON.stringify(path.join(root, dir, config))})).default;
    const built = typeof make === 'function' ? make({}, { mode: 'production' }) : make;
    const federation = built.plugins.find((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
    console.log(JSON.stringify(Object.keys(federation._options.exposes ?? {}).sort()));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(root, dir), encoding: 'utf8' }));
}

describe("every remote's builds expose its contract's modules", () => {
  const contract = contractModules();
  const builds = REMOTES.flatMap((remote) => [
    { remote: remote.name, dir: remote.dir, config: 'rspack.config.mjs' },
    ...(remote.variants ?? []).map((variant) => ({ remote: remote.name, dir: remote.dir, config: variant.config })),
  ]);

  it.each(builds)('$remote built by $dir/$config', ({ remote, dir, config }) => {
    expect(contract[remote]).toBeDefined();
    expect(exposedBy(dir, config)).toEqual(contract[remote]);
  });
});
