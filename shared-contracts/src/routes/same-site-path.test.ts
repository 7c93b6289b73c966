import { sameSitePath } from './same-site-path';

it.each(['/account/benefits', '/cart/checkout', '/account/orders?x=1#order-2', '/lunch/1'])('keeps a path of this shop: %s', (path) => {
  expect(sameSitePath(path)).toBe(path);
});

it.each(['//evil.example/account', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'account', '', ' /lunch/1', null, 42])(
  'refuses what would leave the shop, or is no path: %p',
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
