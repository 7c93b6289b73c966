import { waitFor } from '@testing-library/react';
import { registerMarketRemotes } from '../remotes/register-remotes';
import { preloadFirstScreenEntry, remoteScreenAt } from './first-screen';
import { firstScreenEntryUrl, firstScreenModule } from './first-screen-at';

beforeAll(() => {
  registerMarketRemotes({
    catalog: { entry: 'http://localhost:1/remoteEntry.js' },
    reservations_events_jobs: { entry: 'http://localhost:2/remoteEntry.js' },
  });
});

describe('remoteScreenAt', () => {
  it('names the remote module the router renders at an address', () => {
    expect(remoteScreenAt('/')).toMatchObject({ remote: 'catalog', module: './HomePage' });
    expect(remoteScreenAt('/p/margherita/1')).toMatchObject({ remote: 'catalog', module: './ProductPage' });
    expect(remoteScreenAt('/pizza/4')).toMatchObject({ remote: 'catalog', module: './MenuPage' });
    expect(remoteScreenAt('/events')).toMatchObject({ remote: 'reservations_events_jobs', module: './EventsPage' });
    expect(remoteScreenAt('/about-us')).toMatchObject({ remote: 'reservations_events_jobs', module: './StaticPage' });
  });

  it("names none for the shell's own screens", () => {
    expect(remoteScreenAt('/test')).toBeUndefined();
    expect(remoteScreenAt('/404')).toBeUndefined();
  });

  it('skips the screens of a remote the market does not have, as the router does', () => {
    expect(remoteScreenAt('/account')).toMatchObject({ remote: 'reservations_events_jobs', module: './StaticPage' });
  });
});

describe('firstScreenEntryUrl (also what the shell\'s server names in the page)', () => {
  const manifest = { catalog: { entry: 'http://catalog.test/remoteEntry.js' }, reservations_events_jobs: { entry: '/rej/remoteEntry.js' } };

  it("answers the entry of the remote that renders the address, from the market's manifest", () => {
    expect(firstScreenEntryUrl(manifest, '/')).toBe('http://catalog.test/remoteEntry.js');
    expect(firstScreenEntryUrl(manifest, '/p/margherita/1')).toBe('http://catalog.test/remoteEntry.js');
    expect(firstScreenEntryUrl(manifest, '/events')).toBe('/rej/remoteEntry.js');
  });

  it("answers none for the shell's own screens, and matches as the router does without a missing remote", () => {
    expect(firstScreenEntryUrl(manifest, '/test')).toBeUndefined();
    // Without the cart remote, the router's best match for /cart/checkout is the catalog's menu page.
    expect(firstScreenEntryUrl(manifest, '/cart/checkout')).toBe('http://catalog.test/remoteEntry.js');
    expect(firstScreenEntryUrl(manifest, '/account')).toBe('/rej/remoteEntry.js');
    expect(firstScreenEntryUrl({}, '/')).toBeUndefined();
  });

  it('names the module the screen is exposed as, for the server to find its files in the remote\'s manifest', () => {
    expect(firstScreenModule(manifest, '/')).toEqual({ entry: 'http://catalog.test/remoteEntry.js', module: './HomePage' });
    expect(firstScreenModule(manifest, '/p/margherita/1')).toEqual({ entry: 'http://catalog.test/remoteEntry.js', module: './ProductPage' });
    expect(firstScreenModule(manifest, '/test')).toBeUndefined();
  });
});

describe('preloadFirstScreenEntry', () => {
  const manifest = { catalog: { entry: 'http://catalog.test/remoteEntry.js' }, cart_checkout: { entry: 'http://cart.test/remoteEntry.js' } };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.getAttribute('as') ?? link.as, link.href]);
  afterEach(() => document.head.replaceChildren());

  it("preloads the entry of the remote that renders the address, from the market's manifest", () => {
    preloadFirstScreenEntry(manifest, '/cart/checkout');
    expect(preloads()).toEqual([['script', 'http://cart.test/remoteEntry.js']]);
  });

  it("preloads nothing for the shell's own screens or a remote the market does not have", () => {
    preloadFirstScreenEntry(manifest, '/test');
    preloadFirstScreenEntry(manifest, '/account');
    expect(preloads()).toEqual([]);
  });
});

describe('afterFirstScreen', () => {
  it('waits for the first screen, so the extras never compete with it', async () => {
    jest.resetModules();
    const { afterFirstScreen, firstScreenReady } = await import('./first-screen');
    let done = false;
    void afterFirstScreen().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    firstScreenReady();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(true);
  });

  it("waits for the first screen's requests to be answered, then loads the extras", async () => {
    jest.resetModules();
    const { afterFirstScreen, firstScreenReady } = await import('./first-screen');
    const { fetchReportingNoConnection } = await import('shared-contracts/api/no-connection');
    let answer: (response: Response) => void = () => undefined;
    const realFetch = globalThis.fetch;
    // The network boundary: the products request of the first screen, answered when the test says.
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    try {
      const products = fetchReportingNoConnection(new Request('http://api.test/public/products'));
      let done = false;
      void afterFirstScreen().then(() => {
        done = true;
      });
      firstScreenReady();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      answer(new Response('[]'));
      await products;
      // Then a painted frame and an idle moment: on a busy machine more than a few milliseconds.
      await waitFor(() => expect(done).toBe(true));
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('then waits for the paint those data make, where the browser reports largest paints', async () => {
    jest.resetModules();
    const { afterFirstScreen, firstScreenReady } = await import('./first-screen');
    const { fetchReportingNoConnection } = await import('shared-contracts/api/no-connection');
    let painted: () => void = () => undefined;
    // jsdom has no PerformanceObserver: one that reports a largest paint when the test says.
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        painted = callback;
      }
      observe() {}
      disconnect() {}
    }
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('[]')));
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
    try {
      let done = false;
      void afterFirstScreen().then(() => {
        done = true;
      });
      firstScreenReady();
      await fetchReportingNoConnection(new Request('http://api.test/public/products'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      painted();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(true);
    } finally {
      globalThis.fetch = realFetch;
      Reflect.deleteProperty(globalThis, 'PerformanceObserver');
    }
  });
});
