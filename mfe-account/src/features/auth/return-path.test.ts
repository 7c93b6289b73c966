import { sameSitePath, withNext } from './return-path';

describe('sameSitePath', () => {
  it.each(['/account/benefits', '/cart/checkout', '/account/orders?x=1#order-2'])('keeps a path of this shop: %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each(['//evil.example/account', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'account', '', null, 42, '/auth/login', '/auth/validate-phone-number?next=/x'])(
    'refuses what would leave the shop or loop back to sign-in: %p',
    (value) => {
      expect(sameSitePath(value)).toBeNull();
    },
  );

  // Dot segments and encoded dots are resolved, backslashes read as slashes and tabs or newlines
  // dropped as a browser parses the URL: each of these would come out as "//evil.example".
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/account/..//evil.example',
    '/.\\/evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/.\n//evil.example',
  ])('refuses a path that becomes another site once normalised: %p', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('keeps a path with dot segments that stays in the shop, as normalised', () => {
    expect(sameSitePath('/account/./orders/../benefits')).toBe('/account/benefits');
  });
});

describe('withNext', () => {
  it('carries the destination in the query, and nothing when there is none', () => {
    expect(withNext('/auth/login', '/account/benefits')).toBe('/auth/login?next=%2Faccount%2Fbenefits');
    expect(withNext('/auth/login', null)).toBe('/auth/login');
  });
});
