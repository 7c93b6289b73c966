import { returnPath, withNext } from './return-path';

describe('returnPath', () => {
  it.each(['/account/benefits', '/cart/checkout', '/account/orders?x=1#order-2'])('keeps a path of this shop: %s', (path) => {
    expect(returnPath(path)).toBe(path);
  });

  // The rule of a path of this shop is shared-contracts' sameSitePath (tested there, with the
  // normalised forms); these only show the return path follows it.
  it.each(['//evil.example/account', '/\\evil.example', 'https://evil.example/', '/.//evil.example', '/\t/evil.example', null])(
    'refuses what would leave the shop: %p',
    (value) => {
      expect(returnPath(value)).toBeNull();
    },
  );

  it.each(['/auth/login', '/auth/register?x=1', '/auth/validate-phone-number?next=/x', '/account/../auth/login'])(
    'refuses a sign-in screen, which would loop back to sign-in: %p',
    (value) => {
      expect(returnPath(value)).toBeNull();
    },
  );

  it('keeps a path with dot segments that stays in the shop, as normalised', () => {
    expect(returnPath('/account/./orders/../benefits')).toBe('/account/benefits');
  });
});

describe('withNext', () => {
  it('carries the destination in the query, and nothing when there is none', () => {
    expect(withNext('/auth/login', '/account/benefits')).toBe('/auth/login?next=%2Faccount%2Fbenefits');
    expect(withNext('/auth/login', null)).toBe('/auth/login');
  });
});
