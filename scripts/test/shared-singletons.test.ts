import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '..', '..');
const federationModule = pathToFileURL(path.join(root, 'shared-contracts/src/federation/federation.mjs')).href;

type Shared = Record<string, { singleton: boolean; eager: boolean; import?: false; requiredVersion: string | false; packageName?: string }>;

/**
 * federation.mjs reads import.meta, which jest's CommonJS cannot load: a node process evaluates
 * `expression` with the module's exports as `federation` and answers it as JSON.
 */
function askFederation<T>(expression: string): T {
  const script = `import * as federation from ${JSON.stringify(federationModule)}; console.log(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const dirOf = (app: string) => JSON.stringify(path.join(root, app));

function settings(): { singletons: string[]; shell: Shared; remote: Shared; versions: Record<string, string> } {
  return askFederation(`{
    singletons: federation.SINGLETONS,
    shell: federation.sharedSingletons(${dirOf('shell')}, true),
    remote: federation.sharedSingletons(${dirOf('mfe-catalog')}),
    versions: federation.singletonVersions(${dirOf('shell')}),
  }`);
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
    const contracts = singletons.filter((name) => name.startsWith('shared-contracts/'));
    expect(fromShellOnly).toEqual(singletons.filter((name) => !contracts.includes(name)));
    expect(contracts).toEqual(expect.arrayContaining(['shared-contracts/stores/cart', 'shared-contracts/api/client', 'shared-contracts/i18n/i18n']));
    for (const name of contracts) {
      expect(remote[name]).toMatchObject({ singleton: true, eager: false, packageName: 'shared-contracts' });
      expect(remote[name]).not.toHaveProperty('import');
    }
  });

  it('shares the shared-contracts modules that hold state, one by one, and leaves the pure ones to each bundle', () => {
    expect(singletons).not.toContain('shared-contracts/');
    expect(singletons).not.toContain('shared-contracts/pricing/format-money');
    expect(singletons.filter((name) => name.startsWith('shared-contracts/')).every((name) => !name.endsWith('/'))).toBe(true);
  });

  it('asks the runtime for no version check on each shared load; version.json records the versions for one check per page', () => {
    for (const config of [...Object.values(shell), ...Object.values(remote)]) expect(config.requiredVersion).toBe(false);
    const packages = [...new Set(singletons.map((name) => (name.startsWith('react/') ? 'react' : name.startsWith('shared-contracts/') ? 'shared-contracts' : name)))];
    expect(Object.keys(versions).sort()).toEqual(packages.sort());
    expect(versions.react).toBe(require(path.join(root, 'node_modules/react/package.json')).version);
    expect(versions['shared-contracts']).toBe(require(path.join(root, 'shared-contracts/package.json')).version);
  });
});

describe("the hash of the shared-contracts sources in each app's version.json", () => {
  const sources = path.join(root, 'shared-contracts/src');
  const hashOf = (dir?: string) => askFederation<string>(`federation.contractsSourceHash(${dir ? JSON.stringify(dir) : ''})`);
  let copy = '';
  beforeEach(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'contracts-'));
    cpSync(sources, copy, { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('changes with a source a build reads, not with tests, their helpers or line endings', () => {
    const original = hashOf(copy);
    expect(original).toMatch(/^[0-9a-f]{12}$/);
    writeFileSync(path.join(copy, 'stores/cart.test.ts'), '// another test\n');
    writeFileSync(path.join(copy, 'test-support/fake-api.ts'), '// another helper\n');
    const price = path.join(copy, 'pricing/product-price.ts');
    writeFileSync(price, readFileSync(price, 'utf8').replace(/\n/g, '\r\n'));
    expect(hashOf(copy)).toBe(original);
    writeFileSync(price, `${readFileSync(price, 'utf8')}export const added = 1;\n`);
    expect(hashOf(copy)).not.toBe(original);
  });

  it('covers the shared modules and what they import, not the pure modules each app bundles itself', () => {
    const original = hashOf(copy);
    // A form rule no shared module imports runs from each app's own bundle: no mismatch.
    const email = path.join(copy, 'forms/email.ts');
    writeFileSync(email, `${readFileSync(email, 'utf8')}export const added = 1;\n`);
    expect(hashOf(copy)).toBe(original);
    // The shell's stylesheet of the UI primitives, and a module the cart store imports, do count.
    const primitives = path.join(copy, 'ui/primitives.css');
    writeFileSync(primitives, `${readFileSync(primitives, 'utf8')}.added {}\n`);
    const withStylesheet = hashOf(copy);
    expect(withStylesheet).not.toBe(original);
    const voucher = path.join(copy, 'stores/cart-voucher.ts');
    writeFileSync(voucher, `${readFileSync(voucher, 'utf8')}export const added = 1;\n`);
    expect(hashOf(copy)).not.toBe(withStylesheet);
  });

  it('is written into version.json beside the other build facts, from the sources at that compilation', () => {
    const emitted = askFederation<{ name: string; info: Record<string, unknown> }>(`(() => {
      const config = federation.federatedAppConfig({ dir: ${dirOf('mfe-catalog')}, name: 'catalog', port: 3001, mode: 'production' });
      const plugin = config.plugins.find((candidate) => candidate.constructor.name === 'BuildInfoPlugin');
      let emitted;
      const compilation = {
        hash: 'abc',
        hooks: { processAssets: { tap: (_stage, emit) => emit() } },
        emitAsset: (name, source) => { emitted = { name, info: JSON.parse(source.source().toString()) }; },
      };
      plugin.apply({ hooks: { thisCompilation: { tap: (_name, start) => start(compilation) } } });
      return emitted;
    })()`);
    expect(emitted.name).toBe('version.json');
    expect(emitted.info).toMatchObject({ name: 'catalog', build: 'abc', contracts: hashOf() });
    expect(emitted.info.shared).toHaveProperty(['shared-contracts']);
  });
});

/** The resolve aliases of the shell's build in a mode. */
function aliases(mode: 'production' | 'development'): Record<string, string> {
  return askFederation(`federation.federatedAppConfig({ dir: ${dirOf('shell')}, name: 'shell', port: 3000, host: true, mode: '${mode}' }).resolve.alias`);
}

/** react-router's production files, which its package does not export. */
const ROUTER_PRODUCTION = path.join(root, 'node_modules/react-router/dist/production');

describe('the shared router in a production build', () => {
  it("takes react-router's production files, which its package does not export (remix-run/react-router#14102)", () => {
    const production = aliases('production');
    const files: [string, string][] = [['react-router$', 'index.mjs'], ['react-router/dom$', 'dom-export.mjs']];
    for (const [name, file] of files) {
      expect(production[name]).toBe(path.join(ROUTER_PRODUCTION, file));
      expect(existsSync(production[name] ?? '')).toBe(true);
    }
    // What the production files leave out: the development warnings, behind this one flag.
    const flags = readdirSync(ROUTER_PRODUCTION)
      .filter((file) => file.startsWith('chunk-'))
      .flatMap((file) => readFileSync(path.join(ROUTER_PRODUCTION, file), 'utf8').match(/var ENABLE_DEV_WARNINGS = \w+;/g) ?? []);
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags)).toEqual(new Set(['var ENABLE_DEV_WARNINGS = false;']));
  });

  it('keeps the development files, with their warnings, in a development build', () => {
    const development = aliases('development');
    expect(development).not.toHaveProperty(['react-router$']);
    expect(development).not.toHaveProperty(['react-router/dom$']);
  });
});
