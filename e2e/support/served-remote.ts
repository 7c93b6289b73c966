import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    for (let tries = 0; tries < 100; tries += 1) {
      try {
        if ((await fetch(this.entry)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.dir} did not start on ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
