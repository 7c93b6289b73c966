import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '..', '..');
const federation = pathToFileURL(path.join(root, 'shared-contracts/src/federation/federation.mjs')).href;

type Shared = Record<string, { singleton: boolean; eager: boolean; import?: false; requiredVersion: string | false }>;

/** federation.mjs reads import.meta, which jest's CommonJS cannot load: a node process asks it. */
function settings(): { singletons: string[]; shell: Shared; remote: Shared; versions: Record<string, string> } {
  const script = `
    import { SINGLETONS, sharedSingletons, singletonVersions } from ${JSON.stringify(federation)};
    console.log(JSON.stringify({
      singletons: SINGLETONS,
      shell: sharedSingletons(${JSON.stringify(path.join(root, 'shell'))}, true),
      remote: sharedSingletons(${JSON.stringify(path.join(root, 'mfe-catalog'))}),
      versions: singletonVersions(${JSON.stringify(path.join(root, 'shell'))}),
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('the shared singletons of the federated builds', () => {
  const { singletons, shell, remote, versions } = settings();

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

  it('asks the runtime for no version check on each shared load; version.json records the versions for one check per page', () => {
    for (const config of [...Object.values(shell), ...Object.values(remote)]) expect(config.requiredVersion).toBe(false);
    const packages = [...new Set(singletons.map((name) => (name.startsWith('react/') ? 'react' : name.replace(/\/$/, ''))))];
    expect(Object.keys(versions).sort()).toEqual(packages.sort());
    expect(versions.react).toBe(require(path.join(root, 'node_modules/react/package.json')).version);
    expect(versions['shared-contracts']).toBe(require(path.join(root, 'shared-contracts/package.json')).version);
  });
});
