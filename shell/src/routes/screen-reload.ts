/**
 * Spec §2: a failed load of a screen causes a full reload to the target address. Once per
 * address: if the reload fails too, the slot's fallback with retry is shown instead of a loop.
 */
const KEY = 'storefront.reloaded-after-failed-load';

export function reloadOnceAfterFailedLoad(
  target: string,
  load: (target: string) => void = (address) => window.location.assign(address),
): boolean {
  if (sessionStorage.getItem(KEY) === target) return false;
  sessionStorage.setItem(KEY, target);
  load(target);
  return true;
}

export function screenLoaded(): void {
  sessionStorage.removeItem(KEY);
}
