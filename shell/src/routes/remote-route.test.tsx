import { loadScreen } from './remote-route';
import { loadExposed } from '../remotes/load-exposed';
import type { RouteEntry } from './route-table';

jest.mock('../remotes/load-exposed', () => ({ loadExposed: jest.fn() }));

const entry: RouteEntry = { name: 'menu-page', path: '/:menuName/:menuId', remote: 'catalog', module: './MenuPage', layout: 'main' };
const Screen = () => null;
const exposing = (prefetch?: () => Promise<unknown>) =>
  (loadExposed as jest.Mock).mockResolvedValue({ default: Screen, prefetch });

describe("a route's prefetch step", () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs before the route resolves, with the route params', async () => {
    const prefetch = jest.fn().mockResolvedValue(undefined);
    exposing(prefetch);
    await expect(loadScreen(entry, { params: { menuId: '2' } })).resolves.toEqual({ Screen });
    expect(prefetch).toHaveBeenCalledWith({ menuId: '2' });
  });

  it('is logged when it fails, and navigation goes on', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    exposing(() => Promise.reject(new Error('menus unavailable')));
    await expect(loadScreen(entry, { params: {} })).resolves.toEqual({ Screen });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Prefetch of menu-page failed'), expect.any(Error));
  });

  it('turns a redirect into a full page load and never resolves the route', async () => {
    const fullPageLoad = jest.fn();
    exposing(() => Promise.resolve({ redirect: '/drinks/2' }));
    let resolved = false;
    void loadScreen(entry, { params: {} }, fullPageLoad).then(() => (resolved = true));
    await new Promise((settle) => setTimeout(settle, 10));
    expect(fullPageLoad).toHaveBeenCalledWith('/drinks/2');
    expect(resolved).toBe(false);
  });

  it('fails the route when the remote cannot be loaded (the error screen takes over)', async () => {
    (loadExposed as jest.Mock).mockRejectedValue(new Error('catalog/MenuPage could not be loaded'));
    await expect(loadScreen(entry, { params: {} })).rejects.toThrow('could not be loaded');
  });
});
