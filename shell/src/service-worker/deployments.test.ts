import { $updateAvailable, checkDeployments } from './deployments';

function serveBuilds(builds: Record<string, string | null>) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const build = builds[String(input)];
    if (build === null || build === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ name: 'x', version: '1.0.0', build }));
  });
}

describe('deployment check', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stays quiet while every app keeps its build, and speaks up when one changes', async () => {
    const urls = ['/version.json', 'http://localhost:3001/version.json'];
    serveBuilds({ '/version.json': 'a1', 'http://localhost:3001/version.json': 'b1' });
    await checkDeployments(urls);
    await checkDeployments(urls);
    expect($updateAvailable.get()).toBe(false);

    serveBuilds({ '/version.json': 'a1', 'http://localhost:3001/version.json': 'b2' });
    await checkDeployments(urls);
    expect($updateAvailable.get()).toBe(true);
  });

  it('says nothing about an app it cannot reach', async () => {
    $updateAvailable.set(false);
    const urls = ['http://localhost:3009/version.json'];
    serveBuilds({ 'http://localhost:3009/version.json': null });
    await checkDeployments(urls);
    serveBuilds({ 'http://localhost:3009/version.json': 'c1' });
    await checkDeployments(urls);
    expect($updateAvailable.get()).toBe(false);
  });
});
