import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { killServer, waitUntilAnswers } from './test-servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A remote's built files served by a server this test owns, so the test can stop it and start it
 * again like an outage of that team's deployment.
 */
export class ServedRemote {
  private child: ChildProcess | null = null;

  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  get entry(): string {
    return `http://localhost:${this.port}/remoteEntry.js`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(root, 'scripts', 'serve-static.mjs'), 'dist', '--port', String(this.port)], {
      cwd: path.join(root, this.dir),
      stdio: 'ignore',
    });
    await waitUntilAnswers(this.entry, 10_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    await killServer(child);
  }
}
