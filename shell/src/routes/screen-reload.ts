/**
 * Spec §2: a failed load of a screen causes a full reload to the target address. Once per
 * address: if the reload fails too, the slot's fallback with retry is shown instead of a loop.
 */
const KEY = 'storefront.reloaded-after-failed-load';

export function reloadOnceAfterFailedLoad(
  target: string,
  load: (target: string) => void = (address) => window.location.assign(address),
): boolean {
  try {
    if (sessionStorage.getItem(KEY) === target) return false;
    sessionStorage.setItem(KEY, target);
  } catch {
    // Storage refused (site data blocked, full): nothing would remember the reload across it, and
    // each fresh page would reload again while the remote is down. The fallback's retry instead.
    return false;
  }
  load(target);
  return true;
}

export function screenLoaded(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
