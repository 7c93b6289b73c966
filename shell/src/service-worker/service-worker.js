/* The shop's service worker (spec §7), served from the site root. Plain script: it runs outside the page. */
const BUILD = '__BUILD__';
const PAGES = `storefront-pages-${BUILD}`;
/**
 * Content-hashed files never change under one name, so one cache serves every build. Its version
 * moves only when what it may hold changes: the unversioned one kept opaque answers (a remote's
 * failed chunk among them), so activate drops it.
 */
const FILES_CACHES = 'storefront-files';
const FILES = `${FILES_CACHES}-v2`;
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_FILES = ['/offline.html', '/offline.css', '/offline.js'];
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const ENTRIES = /\/(remoteEntry\.js|version\.json|config\.json)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(PAGES).then((cache) => cache.addAll(OFFLINE_FILES)).then(async () => {
      // The first worker takes over at once; a newer one waits until the customer reloads.
      if (!(await self.registration.active)) await self.skipWaiting();
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        const oldPages = key.startsWith('storefront-pages-') && key !== PAGES;
        const oldFiles = key.startsWith(FILES_CACHES) && key !== FILES;
        if (oldPages || oldFiles) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

/**
 * Keeps a copy of a successful answer. An opaque one (another origin's file, loaded without CORS)
 * hides its status, so a 404 of a deployment would be kept and served forever, and the browser
 * counts it as megabytes of quota: those stay in the browser's own HTTP cache. A full or refused
 * cache costs the copy, never the answer.
 */
async function keep(cache, request, response) {
  if (!response.ok) return;
  try {
    await cache.put(request, response.clone());
  } catch {
    // The answer stands without its copy.
  }
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    await keep(cache, request, response);
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(FILES);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await keep(cache, request, response);
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (ENTRIES.test(url.pathname) || url.origin === self.location.origin) {
    // Entries change with each deployment: the network decides, the cache covers a lost connection.
    event.respondWith(networkFirst(request, PAGES));
  }
  // Everything else (the API, pictures) goes to the network untouched.
});
