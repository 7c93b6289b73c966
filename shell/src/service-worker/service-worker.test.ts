/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const WORKER = readFileSync(path.join(__dirname, 'service-worker.js'), 'utf8');
const CHUNK = 'https://catalog.example/static/js/412.0a1b2c3d.js';

type FakeResponse = { ok: boolean; status: number; type: string; clone(): FakeResponse };
type FakeRequest = { method: string; mode: string; url: string };
type Listener = (event: Record<string, unknown>) => void;

function answer(status: number, type = 'cors'): FakeResponse {
  const response = { ok: status >= 200 && status < 300, status, type, clone: () => ({ ...response }) };
  return response;
}

/** The worker script run in a small ServiceWorkerGlobalScope: its listeners, caches and network. */
function startWorker({ network, storedCaches = [] }: { network: () => FakeResponse; storedCaches?: string[] }) {
  const stores = new Map<string, Map<string, FakeResponse>>(storedCaches.map((name) => [name, new Map()]));
  const listeners = new Map<string, Listener>();
  const put = jest.fn(async (name: string, request: FakeRequest, response: FakeResponse) => {
    stores.get(name)!.set(request.url, response);
  });
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: FakeRequest) => store.get(request.url),
      put: (request: FakeRequest, response: FakeResponse) => put(name, request, response),
      addAll: async () => {},
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async () => undefined,
  };
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    location: new URL('https://shop.example/'),
    registration: { active: null },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  new Function('self', 'caches', 'fetch', WORKER)(self, caches, jest.fn(async () => network()));

  return {
    stores,
    put,
    /** What the worker answers for a file a remote's page asks for (no CORS, another origin). */
    async fetch(url: string): Promise<FakeResponse> {
      let answered: Promise<FakeResponse> | undefined;
      const request: FakeRequest = { method: 'GET', mode: 'no-cors', url };
      listeners.get('fetch')!({ request, respondWith: (promise: Promise<FakeResponse>) => (answered = promise) });
      return answered!;
    },
    async activate() {
      let done: Promise<void> | undefined;
      listeners.get('activate')!({ waitUntil: (promise: Promise<void>) => (done = promise) });
      await done;
    },
  };
}

const filesCache = (stores: Map<string, Map<string, FakeResponse>>) =>
  [...stores.entries()].find(([name]) => name.startsWith('storefront-files'))?.[1];

describe('the service worker keeps only the content-hashed files it can read as successful', () => {
  it.each([
    ['an opaque answer (status unknown)', answer(0, 'opaque')],
    ['a 503 of a deployment', answer(503)],
  ])('returns %s without keeping it, so the next try goes to the network', async (_, failed) => {
    const network = jest.fn(() => failed);
    const worker = startWorker({ network });

    await expect(worker.fetch(CHUNK)).resolves.toBe(failed);
    await expect(worker.fetch(CHUNK)).resolves.toBe(failed);
    expect(network).toHaveBeenCalledTimes(2);
    expect(worker.put).not.toHaveBeenCalled();
  });

  it("keeps no opaque copy of a remote's entry either", async () => {
    const worker = startWorker({ network: () => answer(0, 'opaque') });

    await worker.fetch('https://catalog.example/remoteEntry.js');
    expect(worker.put).not.toHaveBeenCalled();
  });

  it('keeps a successful answer and serves it from the cache next time', async () => {
    const network = jest.fn(() => answer(200));
    const worker = startWorker({ network });

    const first = await worker.fetch(CHUNK);
    expect(first.status).toBe(200);
    expect(filesCache(worker.stores)?.get(CHUNK)?.status).toBe(200);
    await worker.fetch(CHUNK);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('still answers when the cache refuses the copy (quota exceeded)', async () => {
    const ok = answer(200);
    const worker = startWorker({ network: () => ok });
    worker.put.mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));

    await expect(worker.fetch(CHUNK)).resolves.toBe(ok);
  });

  it('drops the old files cache, which may hold opaque failures, and keeps the current one', async () => {
    const worker = startWorker({ network: () => answer(200), storedCaches: ['storefront-files', 'other-app'] });
    worker.stores.get('storefront-files')!.set(CHUNK, answer(0, 'opaque'));
    await worker.fetch(CHUNK);

    await worker.activate();

    expect(worker.stores.has('storefront-files')).toBe(false);
    expect(worker.stores.has('other-app')).toBe(true);
    expect(filesCache(worker.stores)?.get(CHUNK)?.status).toBe(200);
  });
});
