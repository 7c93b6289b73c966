import { contentSecurityPolicy } from '../content-security-policy.mjs';

const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(' ') ?? [];

describe('the pages\' Content-Security-Policy', () => {
  const config = {
    apiUrl: 'https://api.example.com',
    assetsUrl: 'https://assets.example.com/shop',
    remotes: { catalog: { entry: 'https://catalog.example.com/remoteEntry.js' }, payments: { entry: 'https://pay.example.com/v2/remoteEntry.js' } },
  };

  it('lets scripts come only from the shell, the remotes and the API/assets origins', () => {
    expect(directive(contentSecurityPolicy(config), 'script-src')).toEqual([
      "'self'", 'https://catalog.example.com', 'https://pay.example.com', 'https://api.example.com', 'https://assets.example.com',
    ]);
  });

  it('adds a market\'s own sources (a payment provider) and lifts a none it overrides', () => {
    const policy = contentSecurityPolicy({ ...config, csp: { 'script-src': ['https://js.stripe.com'], 'frame-src': ['https://js.stripe.com'] } });
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toEqual(['https://js.stripe.com']);
  });

  it('never allows inline scripts or eval, and survives a config without remotes', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});
