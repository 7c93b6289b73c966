import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { servedMarketConfig } from '../served-market-config.mjs';
import { API, APPS, REMOTES } from '../topology.mjs';

/**
 * docker-compose.yml, the start script's topology and the shell's remotes manifest describe one
 * shop; this keeps them agreeing on names and ports (no Docker engine runs on these machines).
 */
const root = path.resolve(__dirname, '..', '..');
// merge: the services take the shared node settings (`<<: *node-app`) as compose reads them.
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const manifest = JSON.parse(readFileSync(path.join(root, 'shell/public/config.json'), 'utf8'));

/** The services a service's depends_on names, in either of compose's syntaxes. */
function dependenciesOf(service: string): string[] {
  const dependsOn = compose.services[service]?.depends_on ?? [];
  return Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
}

/** The port a service answers on at the host: the one it publishes, or its own on the host's network. */
function publishedPort(service: string): number {
  const { ports = [], network_mode: network, command = [] } = compose.services[service] ?? {};
  if (network === 'host') return Number(command[command.indexOf('--port') + 1]);
  return Number((ports as string[])[0]?.split(':')[0]);
}

describe('the topology', () => {
  it('has a compose service for the API, the shell and every remote, on the same ports', () => {
    expect(publishedPort('api')).toBe(API.port);
    expect(compose.services.api.environment.PORT).toBe(String(API.port));
    for (const app of APPS) {
      expect(publishedPort(app.name)).toBe(app.port);
      expect(compose.services[app.name].command).toEqual(
        expect.arrayContaining([`${app.dir}/dist`, '--port', String(app.port)]),
      );
    }
  });

  it('runs the API on PostgreSQL and an e2e service against the others', () => {
    expect(compose.services.api.environment.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    // The e2e suite reads the outbox and pays with the sandbox's cards: development only (api/src/development.ts).
    expect(compose.services.api.environment.NODE_ENV).toBe('development');
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    expect(compose.services.e2e.environment.E2E_EXTERNAL_TOPOLOGY).toBeTruthy();
    const dependsOn = Object.keys(compose.services.e2e.depends_on);
    for (const name of ['api', ...APPS.map((app) => app.name)]) expect(dependsOn).toContain(name);
  });

  it("runs the shell on the host's network, where the remotes' URLs in its manifest lead to them", () => {
    // The shell's server reads each remote's mf-manifest.json at its entry's URL (scripts/first-screen-hint.mjs).
    expect(compose.services.shell.network_mode).toBe('host');
    expect(compose.services.shell.ports).toBeUndefined();
    for (const remote of REMOTES) expect(compose.services[remote.name].ports).toEqual([`${remote.port}:${remote.port}`]);
  });

  it('starts the e2e suite once the API is ready: a healthcheck on GET /ready', () => {
    expect(compose.services.api.healthcheck.test.join(' ')).toContain(`http://localhost:${API.port}/ready`);
    expect(compose.services.e2e.depends_on.api.condition).toBe('service_healthy');
  });

  it("runs the suite as `docker compose run --rm e2e`: what it depends on starts first, the one-shot setup to completion", () => {
    // `run` starts the service's dependencies, each once its own depends_on conditions hold, and
    // exits with the suite's exit code (`up` would leave that code and the suite's output behind).
    const closure = new Set<string>();
    const visit = (service: string) => {
      for (const dependency of dependenciesOf(service)) {
        if (closure.has(dependency)) continue;
        closure.add(dependency);
        visit(dependency);
      }
    };
    visit('e2e');
    expect([...closure].sort()).toEqual(['setup', 'postgres', 'api', ...APPS.map((app) => app.name)].sort());
    // Every service that runs what setup installs and builds waits for setup to have succeeded.
    for (const name of ['api', ...REMOTES.map((remote) => remote.name)]) {
      expect(compose.services[name].depends_on.setup).toEqual({ condition: 'service_completed_successfully' });
    }
    expect(compose.services.setup.command.join(' ')).toMatch(/npm install .*&& npm run build/);
  });

  it("writes the suite's JSON report to a file, as `npm test` does, not to the log", () => {
    // The config's JSON reporter takes its file from this variable (npm test and compose name one), else its own.
    expect(readFileSync(path.join(root, 'e2e/playwright.config.ts'), 'utf8')).toContain("['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ");
    const report = compose.services.e2e.environment.PLAYWRIGHT_JSON_OUTPUT_NAME as string;
    expect(report).toBe(`${compose.services.e2e.working_dir}/test-results/playwright.json`);
    expect(compose.services.e2e.volumes).toContain(`.:${compose.services.e2e.working_dir}`);
    expect(readFileSync(path.join(root, 'scripts/test.mjs'), 'utf8')).toContain("path.join(results, 'playwright.json')");
  });

  it("keeps PostgreSQL's data in memory, so each run after `docker compose down` starts on a fresh database as `npm test` does", () => {
    const { tmpfs, volumes, environment } = compose.services.postgres;
    expect([tmpfs].flat()).toContain('/var/lib/postgresql/data');
    expect(volumes).toBeUndefined();
    // The image keeps its data in PGDATA, /var/lib/postgresql/data unless set otherwise.
    expect(environment.PGDATA).toBeUndefined();
  });

  it('uses the Playwright image of the installed Playwright version', () => {
    const version = JSON.parse(readFileSync(path.join(root, 'node_modules/@playwright/test/package.json'), 'utf8')).version;
    expect(compose.services.e2e.image).toBe(`mcr.microsoft.com/playwright:v${version}-noble`);
  });

  it('has the shell manifest point every remote at its own origin and port', () => {
    expect(Object.keys(manifest.remotes).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
    for (const remote of REMOTES) {
      expect(manifest.remotes[remote.name].entry).toBe(`http://localhost:${remote.port}/remoteEntry.js`);
    }
    expect(manifest.apiUrl).toBe(`http://localhost:${API.port}`);
  });

  it('serves each variant build on its own port, the one its market\'s manifest points at', () => {
    for (const app of APPS) {
      for (const variant of app.variants ?? []) {
        const pkg = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
        const market = JSON.parse(readFileSync(path.join(root, 'markets', `${variant.market}.json`), 'utf8'));
        const start = Object.values(pkg.scripts as Record<string, string>).find((script) => script.includes(variant.dist));
        expect(start).toMatch(new RegExp(`serve-static\\.mjs ${variant.dist} --port ${variant.port}$`));
        expect(market.remotes[app.name].entry).toBe(`http://localhost:${variant.port}/remoteEntry.js`);
      }
    }
  });

  it("serves each package's own `npm start` on its port, the one the shell's manifest points at", () => {
    // Run side by side (`npm start -w shell`, `npm start -w mfe-catalog`, …) they must not collide.
    for (const app of APPS) {
      const pkg = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
      expect(pkg.scripts.start).toMatch(new RegExp(`serve-static\\.mjs dist --port ${app.port}( |$)`));
    }
  });

  it('has a folder with a build for each app named in the topology', () => {
    for (const app of APPS) {
      const pkg = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
      expect(pkg.scripts.build).toContain('rspack build');
      const config = readFileSync(path.join(root, app.dir, 'rspack.config.mjs'), 'utf8');
      expect(config).toContain(`name: '${app.name}'`);
      expect(config).toContain(`port: ${app.port}`);
    }
  });
});

describe("the config.json `npm start` serves the shell (scripts/start.mjs)", () => {
  const kiosk = JSON.parse(readFileSync(path.join(root, 'markets/kiosk.json'), 'utf8'));

  it('reads MARKET_CONFIG from the repository root, as the README names it, though the shell is served from shell/', () => {
    const served = servedMarketConfig(root, 'markets/kiosk.json', 0);
    expect(served.file).toBe(path.join(root, 'markets/kiosk.json'));
    expect(path.isAbsolute(served.file ?? '')).toBe(true);
    // The market names its variant builds, which `npm start` then serves too (payments on 3116).
    expect(served.market).toBe('kiosk');
    expect(APPS.flatMap((app) => app.variants ?? []).filter((variant) => variant.market === served.market)).not.toHaveLength(0);
  });

  it("with PORT_OFFSET, moves a market's localhost ports as it moves the built-in manifest's", () => {
    for (const [marketConfig, source] of [['markets/kiosk.json', kiosk], [undefined, manifest]] as const) {
      const served = servedMarketConfig(root, marketConfig, 700);
      const moved = JSON.parse(readFileSync(served.file ?? '', 'utf8'));
      expect(moved.apiUrl).toBe(`http://localhost:${API.port + 700}`);
      for (const remote of REMOTES) {
        expect(moved.remotes[remote.name].entry).toBe(source.remotes[remote.name].entry.replace(/:(\d+)\//, (_: string, port: string) => `:${Number(port) + 700}/`));
      }
    }
    expect(JSON.parse(readFileSync(servedMarketConfig(root, 'markets/kiosk.json', 700).file ?? '', 'utf8')).remotes.payments.entry).toBe('http://localhost:3816/remoteEntry.js');
  });

  it('serves the built-in manifest unchanged without either', () => {
    expect(servedMarketConfig(root, undefined, 0)).toEqual({ file: null, market: manifest.market });
  });

  it('refuses a MARKET_CONFIG that is missing or not JSON before anything starts, naming the file', () => {
    expect(() => servedMarketConfig(root, 'markets/nowhere.json', 0)).toThrow(path.join(root, 'markets/nowhere.json'));
    expect(() => servedMarketConfig(root, 'README.md', 0)).toThrow(/README\.md cannot be the shop's config\.json/);
  });
});

describe('the README', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const topLevel = new Set(['api', 'shell', 'shared-contracts', 'e2e', 'bench', 'scripts', 'markets', ...APPS.map((app) => app.dir)]);

  it('names only files that exist (a path in backticks, under a package, with an extension; built output aside)', () => {
    const named = [...readme.matchAll(/`([^`\s*{}<>]+)`/g)]
      .map((match) => match[1] ?? '')
      .filter((span) => topLevel.has(span.split('/')[0] ?? '') && /\/[^/]+\.\w+$/.test(span) && !/\/dist[^/]*\//.test(span));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('documents every setting the API reads at start (api/src/config.ts)', () => {
    const settings = new Set([...readFileSync(path.join(root, 'api/src/config.ts'), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? ''));
    expect(settings.size).toBeGreaterThan(15);
    expect([...settings].filter((name) => !readme.includes(`\`${name}\``) && !readme.includes(`\`${name}=`))).toEqual([]);
  });

  it('tells an integrator with their own payments build what it must share, where orders are paid and what version.json holds', () => {
    const start = readme.indexOf('An integrator with their\nown payments build');
    const section = readme.slice(start, readme.indexOf('\n`markets/ro.json`', start));
    expect(start).toBeGreaterThan(0);
    const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
    // Every singleton the shell provides, by the name it is shared under, in the default scope.
    const singletons = [.../export const SINGLETONS = \[([^\]]*)\]/.exec(source('shared-contracts/src/federation/federation.mjs'))![1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(singletons.length).toBeGreaterThan(5);
    for (const name of singletons) expect(section).toContain(`\`${name}\``);
    expect(section).toContain('`default` share scope');
    // Every module of the contract.
    const contract = /interface PaymentsModules \{([^}]*)\}/.exec(source('shared-contracts/src/remotes/contracts.ts'))![1]!;
    for (const [, module] of contract.matchAll(/'(\.\/\w+)'/g)) expect(section).toContain(`\`${module}\``);
    // Where a placed online order goes, and which module the shell shows there.
    const paymentPath = /'integrations\.payment': '([^']+)'/.exec(source('shared-contracts/src/routes/named-routes.ts'))![1]!;
    expect(source('shared-contracts/src/payments/payment-route.ts')).toContain("href('integrations.payment', { orderId: order.token })");
    expect(source('shell/src/routes/route-table.ts')).toContain("{ name: 'integrations.payment', remote: 'payments', module: './PaymentPage'");
    expect(section).toContain(`\`${paymentPath.replace(':orderId', '{token}')}\``);
    expect(section).toContain('`prefetch(params)`');
    // Each field the builds write into version.json.
    const info = /const info = \{([^}]*)\}/.exec(source('shared-contracts/src/federation/build-info-plugin.mjs'))![1]!;
    const fields = info.split(',').map((field) => field.split(':')[0]!.trim());
    expect(fields).toEqual(expect.arrayContaining(['name', 'version', 'build', 'shared', 'contracts']));
    for (const field of fields) expect(section).toContain(`\`${field}\``);
    // The entry's script timeout: Module Federation's default, which the shell does not change (no createScript hook).
    expect(source('node_modules/@module-federation/sdk/dist/dom.js')).toMatch(/let timeout = 2e4;/);
    const shellFiles = (readdirSync(path.join(root, 'shell/src'), { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => /\.tsx?$/.test(file));
    expect(shellFiles.filter((file) => source(path.join('shell/src', file)).includes('createScript'))).toEqual([]);
    expect(section).toContain('its default of 20 seconds');
  });

  it('tells docker compose users a range that holds the address the API sees: the project network is in 172.16.0.0/12', () => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    for (const text of [readme, compose]) {
      expect(text).toContain('RATE_LIMIT_ALLOW=172.16.0.0/12 docker compose run --rm e2e');
      expect(text).not.toMatch(/RATE_LIMIT_ALLOW=172\.17\.0\.1\b/);
      // `up` runs the suite too, but loses its exit code in every service's log and leaves all running.
      expect(text).not.toMatch(/RATE_LIMIT_ALLOW=\S+ docker compose up\b/);
      expect(text).toContain('docker compose down');
    }
  });
});
