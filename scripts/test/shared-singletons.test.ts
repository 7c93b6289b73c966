import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '..', '..');
const federation = pathToFileURL(path.join(root, 'shared-contracts/src/federation/federation.mjs')).href;

type Shared = Record<string, { singleton: boolean; eager: boolean; import?: false }>;

/** federation.mjs reads import.meta, which jest's CommonJS cannot load: a node process asks it. */
function settings(): { singletons: string[]; shell: Shared; remote: Shared } {
  const script = `
    import { SINGLETONS, sharedSingletons } from ${JSON.stringify(federation)};
    console.log(JSON.stringify({
      singletons: SINGLETONS,
      shell: sharedSingletons(${JSON.stringify(path.join(root, 'shell'))}, true),
      remote: sharedSingletons(${JSON.stringify(path.join(root, 'mfe-catalog'))}),
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('the shared singletons of the federated builds', () => {
  const { singletons, shell, remote } = settings();

  it('the shell provides every one of them in its first file', () => {
    expect(Object.keys(shell)).toEqual(singletons);
    for (const config of Object.values(shell)) {
      expect(config).toMatchObject({ singleton: true, eager: true });
      expect(config).not.toHaveProperty('import');
    }
  });

  it('a remote takes the npm ones from the shell only, and keeps a fallback for shared-contracts modules the shell may not import', () => {
    const fromShellOnly = Object.entries(remote).filter(([, config]) => config.import === false).map(([name]) => name);
    expect(fromShellOnly).toEqual(singletons.filter((name) => name !== 'shared-contracts/'));
    expect(remote['shared-contracts/']).toMatchObject({ singleton: true, eager: false });
    expect(remote['shared-contracts/']).not.toHaveProperty('import');
  });
});
