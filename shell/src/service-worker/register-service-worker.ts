/**
 * Spec §7: the worker script is requested at the site root and registered after window load;
 * its failures are swallowed (the shop works without it). Development builds skip it so a cached
 * bundle never hides a change being made.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
