/** Production build of every app (shell and remotes), wall-clock (target: <= 40 s). */
import { buildAll } from '../../scripts/build.mjs';

export async function timedBuild() {
  const started = performance.now();
  await buildAll();
  return (performance.now() - started) / 1000;
}
