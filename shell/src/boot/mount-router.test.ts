import type { Root } from 'react-dom/client';
import { mountRouter, whenInitialised } from './mount-router';

type Listener = (state: { initialized: boolean }) => void;

/** The two things mountRouter reads from a data router: its state and its subscription. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialise() {
      router.state = { initialized: true };
      [...listeners].forEach((listener) => listener(router.state));
    },
    listeners,
  };
  return router;
}

const asRouter = (router: ReturnType<typeof fakeRouter>) => router as unknown as Parameters<typeof whenInitialised>[0];

describe('mounting the route table', () => {
  it('knows when the first screen is in, and stops listening then', async () => {
    const router = fakeRouter(false);
    let done = false;
    void whenInitialised(asRouter(router)).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    router.initialise();
    await Promise.resolve();
    expect(done).toBe(true);
    expect(router.listeners.size).toBe(0);
    await expect(whenInitialised(asRouter(fakeRouter(true)))).resolves.toBeUndefined();
  });

  it('renders the layout and its skeleton at once when the first screen is slow', async () => {
    const root = { render: jest.fn() } as unknown as Root;
    await mountRouter(root, whenInitialised(asRouter(fakeRouter(false))), 'route table');
    expect(root.render).toHaveBeenCalledWith('route table');
  });

  it('renders once the first screen is in', async () => {
    const root = { render: jest.fn() } as unknown as Root;
    const router = fakeRouter(false);
    const mounted = mountRouter(root, whenInitialised(asRouter(router)), 'route table');
    router.initialise();
    await mounted;
    expect(root.render).toHaveBeenCalledTimes(1);
  });
});
