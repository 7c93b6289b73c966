import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const federationDir = path.resolve(__dirname, '..', '..', 'shared-contracts', 'src', 'federation');
const url = (file: string) => JSON.stringify(pathToFileURL(path.join(federationDir, file)).href);

/** These are ES modules reading globalThis at evaluation: a node process of their own runs each case. */
function run(script: string): string {
  try {
    return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    return `failed: ${(error as { stderr: string }).stderr}`;
  }
}

describe("a remote's federation bundler runtime, made of the shell's functions", () => {
  it('is built from every function the shell provides, one object per remote with share scopes of its own', () => {
    const out = run(`
      await import(${url('bundler-runtime-provide.mjs')});
      const { BUNDLER_RUNTIME_GLOBAL } = await import(${url('bundler-runtime-global.mjs')});
      const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
      const first = (await import(${url('bundler-runtime-from-shell.mjs')} + '?catalog')).default;
      const second = (await import(${url('bundler-runtime-from-shell.mjs')} + '?account')).default;
      const functions = Object.entries(first.bundlerRuntime).filter(([, value]) => typeof value === 'function').map(([key]) => key).sort();
      console.log(JSON.stringify({
        functions,
        theShells: first.bundlerRuntime.consumes === provided.consumes && first.bundlerRuntime.I === provided.initializeSharing
          && first.bundlerRuntime.initContainerEntry === provided.initContainerEntry && first.attachShareScopeMap === provided.attachShareScopeMap,
        ownObject: first !== second && first.bundlerRuntime !== second.bundlerRuntime,
        ownShareScopes: first.bundlerRuntime.S !== second.bundlerRuntime.S,
        runtime: Object.keys(first.runtime).sort(),
      }));
    `);
    expect(JSON.parse(out)).toEqual({
      functions: ['I', 'consumes', 'getSharedFallbackGetter', 'init', 'initContainerEntry', 'installInitialConsumes'],
      theShells: true,
      ownObject: true,
      ownShareScopes: true,
      runtime: ['getRemoteEntry', 'init'],
    });
  });

  it('under a shell that does not provide them, the remote entry stops with a message that says why', () => {
    const out = run(`await import(${url('bundler-runtime-from-shell.mjs')});`);
    expect(out).toContain('This remote needs a shell that provides the federation bundler runtime');
  });

  it("under a shell built with another version of the runtime, it stops and names the version it needs", () => {
    const out = run(`
      await import(${url('bundler-runtime-provide.mjs')});
      const { BUNDLER_RUNTIME_GLOBAL } = await import(${url('bundler-runtime-global.mjs')});
      // What a shell built from another version leaves: the same functions under its own name.
      globalThis[BUNDLER_RUNTIME_GLOBAL.replace(/@.*/, '@0.0.1')] = globalThis[BUNDLER_RUNTIME_GLOBAL];
      delete globalThis[BUNDLER_RUNTIME_GLOBAL];
      await import(${url('bundler-runtime-from-shell.mjs')});
    `);
    expect(out).toContain('the federation bundler runtime (_FEDERATION_BUNDLER_RUNTIME_FROM_SHELL@unbuilt)');
  });
});
