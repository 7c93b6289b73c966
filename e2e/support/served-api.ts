import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { killServer, waitUntilAnswers } from './test-servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * An API process this test owns, on its own port and its own embedded database on disk, so the
 * test can crash it and start it again on the same data, as an outage of the API would.
 */
export class ServedApi {
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-api-'));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    // One process (node with tsx's loader), so a kill reaches the server itself, not a wrapper.
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'api'),
      // Development: the suites read the outbox and pay with the sandbox's cards.
      env: { NODE_ENV: 'development', ...process.env, PORT: String(this.port), PGLITE_DIR: this.dataDir, LOG_LEVEL: 'error', ...this.env },
      stdio: 'ignore',
    });
    // A fresh embedded database migrates and seeds first.
    await waitUntilAnswers(`${this.url}/ready`, 90_000);
  }

  /** A crash: no graceful shutdown. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    await killServer(child);
  }

  /**
   * The orders stored for this e-mail address, read from the database itself (not from anything
   * the API answers): the API is stopped first, as the embedded database has one user at a time.
   */
  async storedOrderTokens(email: string): Promise<string[]> {
    await this.kill();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(this.dataDir);
    try {
      const { rows } = await db.query<{ token: string }>('select token from orders where email = $1 order by id', [email]);
      return rows.map((row) => row.token);
    } finally {
      await db.close();
    }
  }

  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Points this page's shop at this API (the market manifest's apiUrl and assetsUrl). */
  async serve(page: Page): Promise<void> {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, apiUrl: this.url, assetsUrl: `${this.url}/assets` } });
    });
  }
}
