/**
 * Child processes as one tree: output prefixed with the service's name, and all of them stopped
 * together on Ctrl-C or when one dies, so nothing is left listening on a port.
 */
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  const prefix = `[${name}]`.padEnd(16);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !options.mayExit) {
      console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stopAll(1);
    }
  });
  return child;
}

/** Runs a command to completion; rejects when it fails. */
export function runToEnd(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = run(name, command, args, { ...options, mayExit: true });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed with exit code ${code}`))));
  });
}

export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(code);
    }
  }, 50);
}

export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
}

export async function waitForUrl(url, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
