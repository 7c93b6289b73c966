import { readShellConfig } from './shell-config';

function answer(body: unknown, status = 200) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

describe('config.json', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the API URL and the market remotes manifest; without an assets URL the API\'s own stays (settings.assets_url)', async () => {
    answer({ apiUrl: 'http://api.test', remotes: { catalog: { entry: 'http://c.test/remoteEntry.js' } } });
    await expect(readShellConfig()).resolves.toEqual({
      market: 'default',
      apiUrl: 'http://api.test',
      remotes: { catalog: { entry: 'http://c.test/remoteEntry.js' } },
    });
  });

  it('refuses a config without a remotes manifest', async () => {
    answer({ apiUrl: 'http://api.test' });
    await expect(readShellConfig()).rejects.toThrow('config.json needs apiUrl and remotes');
  });

  it('refuses a missing config.json', async () => {
    answer({}, 404);
    await expect(readShellConfig()).rejects.toThrow('config.json answered 404');
  });
});
