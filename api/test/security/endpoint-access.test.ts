import { buildTestApp, type TestApp } from '../helpers/test-app';
import { bearer, registerUser } from '../helpers/accounts';
import { documentedOperations, type Operation } from '../fuzz/openapi-operations';

/**
 * Every documented endpoint is classified by who may use it, and each class is checked here; an
 * endpoint nobody classified fails, so a new one cannot reach customers unconsidered. The areas'
 * own matrices go further (tests of account, group orders, tables, payments): the owner against
 * another user, a participant against another participant and the organiser.
 */
type Access =
  /** Reads or changes nobody's personal data: menus, settings, forms that only add. */
  | 'public'
  /** Needs the bearer token of a signed-in customer. */
  | 'signed-in'
  /** Named by an unguessable key in the path, query or body (order, cart, table, group order, payment). */
  | 'key'
  /** Needs a store's staff code. */
  | 'staff'
  /** Development only: absent in production. */
  | 'dev';

const ACCESS: Array<[RegExp, Access]> = [
  [/^(GET|POST|PUT|DELETE) \/public\/account(\/|$)/, 'signed-in'],
  [/^POST \/public\/auth\/(phone-code|validate-phone-number)$/, 'signed-in'],
  [/^GET \/public\/orders\/points-offer$/, 'signed-in'],
  // A customer's saved cards on their own order's payment: signed in, as well as the order's key.
  [/ \/public\/payments\/\{orderToken\}\/(saved-cards|saved-card|card-saving)$/, 'signed-in'],
  [/^GET \/public\/orders\/\{token\}$/, 'key'],
  // An order's lines again (a guest's order cancelled unpaid): read by the same key as the order.
  [/^POST \/public\/orders\/\{token\}\/reorder$/, 'key'],
  [/^GET \/public\/carts$/, 'key'],
  [/ \/public\/tables\/\{link\}/, 'key'],
  [/ \/public\/group-orders\/(\{link\}|add-product|edit-product|delete-product|confirm|give-up|delete|pay-for|stop-paying-for|remove-participant|new-link)/, 'key'],
  [/ \/public\/payments\/\{orderToken\}/, 'key'],
  [/^POST \/public\/payments$/, 'key'],
  [/ \/staff\//, 'staff'],
  [/ \/dev\//, 'dev'],
  [/^GET \/(health|ready)$/, 'public'],
  [/^GET \/assets\//, 'public'],
  [/^GET \/public\/(website-settings|menus|categories|products|search|banners|events|jobs|pages|stores|geocoding|delivery-areas\/at|payment-methods|reservations\/availability|auth\/sign-in-methods|auth\/new-password)/, 'public'],
  // Forms that only add what the sender gives, or sign in: they answer nothing of anyone else's.
  [/^POST \/public\/(check-redirect|carts|auth\/(register|confirm-registration|confirm-email|login|logout|google|forgot-password|new-password)|reservations|events\/\{url\}\/reservations|jobs\/\{url\}\/applications|contact-messages|newsletter\/unsubscribe|orders|delivery-areas\/notify-requests|vouchers\/check|group-orders)$/, 'public'],
  // Providers' webhooks: accepted only with the provider's signature (tested per provider).
  [/^POST \/webhooks\/\{provider\}$/, 'public'],
];

function accessOf(operation: Operation): Access | undefined {
  const name = `${operation.method} ${operation.path}`;
  return ACCESS.find(([pattern]) => pattern.test(name))?.[1];
}

/** A well-formed key that names nothing: 22 URL-safe characters, as the API's own keys. */
const UNKNOWN_KEY = 'AbCdEfGhIjKlMnOpQrStUv';

function url(operation: Operation, value: (param: string) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, param: string) => value(param));
}

/** Bodies that pass validation, so the answer is about who is asking, not what was sent. */
const SIGNED_IN_BODIES: Record<string, object> = {
  'PUT /public/account': { name: 'Ana Pop', email: 'nobody@example.com', phone: '+40712345678', profile_version: 1 },
  'DELETE /public/account': { password: 'some password' },
  'POST /public/account/password': { old_password: 'correct horse battery', new_password: 'another long passphrase' },
  'POST /public/account/delivery-addresses': { address: 'Piata Sfatului 2', lat: 45.64, lng: 25.59 },
  'POST /public/auth/validate-phone-number': { code: '0000' },
};

describe('who may call each endpoint', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await buildTestApp();
    operations = documentedOperations(t.app, () => false);
  });
  afterAll(() => t.close());

  const of = (access: Access) => operations.filter((operation) => accessOf(operation) === access);
  const call = (operation: Operation, headers: Record<string, string> = {}, params: (param: string) => string = () => '1') =>
    t.app.inject({
      method: operation.method as 'GET',
      url: url(operation, params),
      headers,
      ...(SIGNED_IN_BODIES[`${operation.method} ${operation.path}`] ? { payload: SIGNED_IN_BODIES[`${operation.method} ${operation.path}`] } : {}),
    });

  it('has every documented endpoint classified', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.filter((operation) => !accessOf(operation)).map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('refuses every signed-in endpoint with 401 to a visitor, a made-up token, a logged-out token and one from before a password change', async () => {
    const owner = await registerUser(t.app);
    const login = () => t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: owner.email, password: owner.password } }).then((r) => r.json().token as string);
    const loggedOut = await login();
    await t.app.inject({ method: 'POST', url: '/public/auth/logout', headers: bearer(loggedOut) });
    const beforeChange = await login();
    const changed = await t.app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(owner.token), payload: { old_password: owner.password, new_password: 'a brand new long passphrase' } });
    expect(changed.statusCode).toBe(200);

    const signedIn = of('signed-in');
    expect(signedIn.length).toBeGreaterThanOrEqual(14);
    const answers: string[] = [];
    for (const operation of signedIn) {
      for (const [who, headers] of [['visitor', {}], ['made-up', bearer('made-up-token-000000000000')], ['logged out', bearer(loggedOut)], ['before password change', bearer(beforeChange)]] as const) {
        const response = await call(operation, headers);
        if (response.statusCode !== 401) answers.push(`${operation.method} ${operation.path} as ${who}: ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('answers a key that names nothing with a 4xx and none of anyone\'s data', async () => {
    const answers: string[] = [];
    for (const operation of of('key').filter((candidate) => !candidate.path.endsWith('/events'))) {
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url: url(operation, () => UNKNOWN_KEY) + (operation.path === '/public/carts' ? `?token=${UNKNOWN_KEY}` : ''),
        ...(operation.method === 'GET' ? {} : { payload: { link: UNKNOWN_KEY, participant_token: UNKNOWN_KEY, order_token: UNKNOWN_KEY, kind: 'waiter' } }),
      });
      // Spec §7: group-order calls refuse with status ERROR and a message, as the screen expects.
      const refused = (response.statusCode >= 400 && response.statusCode < 500) || (response.statusCode === 200 && response.json().status === 'ERROR');
      if (!refused || /@|\+40|Ana/.test(response.body)) answers.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
  });

  it('refuses every staff endpoint without the store code or with a wrong one', async () => {
    // Confirming an order paid credits bonus points: it must stay behind the staff code.
    expect(of('staff').map((operation) => `${operation.method} ${operation.path}`)).toEqual(expect.arrayContaining(['GET /staff/open-orders', 'POST /staff/orders/{id}/paid']));
    const answers: string[] = [];
    for (const operation of of('staff')) {
      for (const headers of [{}, { 'x-staff-code': 'not-the-code' }, bearer('not-the-code')]) {
        const response = await call(operation, headers);
        if (response.statusCode !== 401) answers.push(`${operation.method} ${operation.path}: ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('leaves the development endpoints out of production', async () => {
    // Named here so a development tool cannot slip into another class (public, staff) unnoticed.
    expect(of('dev').map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual([
      'GET /dev/outbox',
      'POST /dev/orders/{token}/paid',
      'POST /dev/orders/{token}/unpaid-deadline',
      'PUT /dev/show-pages',
      'PUT /dev/stores/{id}/opening-hours',
    ]);
    const production = await buildTestApp({ devRoutes: false });
    try {
      for (const operation of of('dev')) expect((await production.app.inject({ method: operation.method as 'GET', url: url(operation, () => UNKNOWN_KEY) })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
