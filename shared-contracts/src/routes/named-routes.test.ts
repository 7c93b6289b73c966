import { href, NAMED_ROUTES } from './named-routes';

describe('href', () => {
  it('returns fixed paths as they are', () => {
    expect(href('homepage')).toBe('/');
    expect(href('account.details')).toBe('/account');
    expect(href('account.orders')).toBe('/account/orders');
    expect(href('account.bonus-points')).toBe('/account/benefits');
    expect(href('cart-checkout')).toBe('/cart/checkout');
    expect(href('auth.login')).toBe('/auth/login');
  });

  it('fills every parameter', () => {
    expect(href('menu-page', { menuName: 'lunch', menuId: 3 })).toBe('/lunch/3');
    expect(href('category-page', { categoryUrl: 'pizza', categoryId: 7, menuId: 3 })).toBe('/pizza/7/3');
    expect(href('store-page', { storeUrl: 'old-town' })).toBe('/s/old-town');
    expect(href('product-page', { productUrl: 'margherita', productId: 42 })).toBe('/p/margherita/42');
    expect(href('order-success', { orderToken: 'abc123' })).toBe('/order-success/abc123');
    expect(href('page.detail', { type: 'blog', url: 'news', id: 9 })).toBe('/page/blog/news/9');
  });

  it('URL-encodes parameters', () => {
    expect(href('product-page', { productUrl: 'pâte & co/2', productId: 1 })).toBe('/p/p%C3%A2te%20%26%20co%2F2/1');
  });

  it('throws a clear error on a missing parameter', () => {
    // @ts-expect-error menuId is required
    expect(() => href('menu-page', { menuName: 'lunch' })).toThrow('Route "menu-page" needs the parameter "menuId"');
    expect(() => href('store-page', { storeUrl: '' })).toThrow('Route "store-page" needs the parameter "storeUrl"');
  });

  it('throws a clear error on an unknown name', () => {
    // a name that slipped past the types, e.g. read from data
    const untyped = href as (name: string) => string;
    expect(() => untyped('nowhere')).toThrow('Unknown route name "nowhere"');
    expect(() => untyped('toString')).toThrow('Unknown route name "toString"');
  });

  it('names every route in spec §2', () => {
    const paths = Object.values(NAMED_ROUTES);
    for (const path of [
      '/reservations/thank-you', '/event/:url', '/job/:url', '/legal/:type', '/contact/:storeUrl', '/unsubscribe',
      '/order-success', '/page/:type', '/test', '/group-orders/cancelled', '/group-orders/success',
      '/auth/register', '/auth/new-password/:id', '/auth/join-group-order', '/auth/validate-phone-number',
      '/integrations/braintree/:orderId', '/integrations/stripe/:orderId', '/integrations/paypal/:orderId',
      '/integrations/paypal-plus/:orderId', '/integrations/kiosk-credit-card', '/integrations/kiosk-success',
      '/500', '/404',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
