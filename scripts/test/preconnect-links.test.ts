import { preconnectLinks } from '../preconnect-links.mjs';

describe("the pages' preconnect Link header", () => {
  it('opens the API for fetch (CORS, no cookies) and the assets host for pictures, not the remotes', () => {
    const header = preconnectLinks({
      apiUrl: 'https://api.example.com/v1',
      assetsUrl: 'https://img.example.com/shop',
      remotes: { catalog: { entry: 'https://cdn.example.com/catalog/remoteEntry.js' } },
    });
    expect(header.split(', ')).toEqual(['<https://api.example.com>; rel=preconnect; crossorigin', '<https://img.example.com>; rel=preconnect']);
  });

  it('leaves out what is not an absolute URL, and says nothing for an empty config', () => {
    expect(preconnectLinks({ apiUrl: '/api', assetsUrl: 'pictures' })).toBe('');
    expect(preconnectLinks({})).toBe('');
  });
});
