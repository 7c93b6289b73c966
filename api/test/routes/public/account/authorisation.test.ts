import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object };

/**
 * The authorisation matrix of every account endpoint: anonymous -> 401; the owner -> allowed;
 * another user acting on the owner's data (an address id) -> 404, never the owner's data.
 */
describe('account endpoints: anonymous, owner, another user', () => {
  let subject: TestApp;
  let owner: Registered;
  let other: Registered;
  let addressId: number;
  let orderId: number;
  let cardId: number;

  beforeAll(async () => {
    subject = await buildTestApp();
    owner = await registerUser(subject.app);
    other = await registerUser(subject.app);
    const saved = await subject.app.inject({
      method: 'POST',
      url: '/public/account/delivery-addresses',
      headers: bearer(owner.token),
      payload: { address: 'Strada Lunga 1', lat: 45.65, lng: 25.6 },
    });
    addressId = saved.json().id;
    orderId = await insertOrderOf(owner.id);
    cardId = (await subject.app.repositories.savedCards.save(owner.id, { provider: 'sandbox', provider_reference: 'pm_owner', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 })).id;
  });

  /** Written as checkout stores it, so the suite does not depend on the shop being open right now. */
  async function insertOrderOf(userId: number): Promise<number> {
    await subject.app.repositories.orders.insert({
      token: 'owner-order-token', idempotency_key: 'owner-order', request_hash: 'x', store_id: 1, delivery_type: 'pickup', pickup_type: 'at_counter',
      name: 'Ana Pop', email: owner.email, phone: owner.phone, address: '', address_line2: '', lat: null, lng: null, delivery_area_id: null,
      informations: '', cutlery: false, contactless_delivery: false, accept_promotion: false, payment_method: 'cash-pickup', voucher_code: null,
      for_later: false, later_day: null, later_time: null, estimated_minutes: 20, subtotal: 14, delivery_fee: 0, packaging_fee: 0, voucher_value: 0,
      free_products_discount: 0, total: 14, user_id: userId, lines: [{ position: 0, product_id: 24, name: 'House lemonade', quantity: 1, size_id: null, size_name: null, options: JSON.stringify([]), unit_price: 14, total: 14 }],
    }, { ordersPerSlot: null, points: null });
    return (await subject.app.db.selectFrom('orders').select('id').where('token', '=', 'owner-order-token').executeTakeFirstOrThrow()).id;
  }
  afterAll(() => subject.close());

  const ownCalls = (): Call[] => [
    { method: 'GET', url: '/public/account' },
    { method: 'PUT', url: '/public/account', payload: { name: 'Ana Pop', email: owner.email, phone: owner.phone } },
    { method: 'GET', url: '/public/account/benefits' },
    { method: 'GET', url: '/public/account/delivery-addresses' },
    { method: 'GET', url: '/public/account/orders' },
    { method: 'POST', url: `/public/account/orders/${orderId}/reorder` },
    { method: 'GET', url: '/public/account/cards' },
    { method: 'POST', url: '/public/account/delivery-addresses', payload: { address: 'Piata Sfatului 2', lat: 45.64, lng: 25.59 } },
    { method: 'POST', url: '/public/account/password', payload: { old_password: owner.password, new_password: owner.password } },
    { method: 'POST', url: '/public/auth/validate-phone-number', payload: { code: '0000' } },
    // The code sent at registration is still in its cool-down: 429 for the owner, never 401.
    { method: 'POST', url: '/public/auth/phone-code' },
    { method: 'DELETE', url: '/public/account', payload: { password: 'wrong password' } },
  ];

  it('refuses every account endpoint to an anonymous visitor and to a bad token with 401', async () => {
    const deletes: Call[] = [
      { method: 'DELETE', url: `/public/account/delivery-addresses/${addressId}` },
      { method: 'DELETE', url: `/public/account/cards/${cardId}` },
    ];
    for (const call of [...ownCalls(), ...deletes]) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const response = await subject.app.inject({ ...call, headers });
        expect([call.url, response.statusCode]).toEqual([call.url, 401]);
      }
    }
  });

  it('lets the owner use each of them', async () => {
    for (const call of ownCalls()) {
      const response = await subject.app.inject({ ...call, headers: bearer(owner.token) });
      expect([call.url, response.statusCode < 400 || response.statusCode === 422 || response.statusCode === 429]).toEqual([call.url, true]);
    }
  });

  it("never shows, replaces or deletes another user's address", async () => {
    const list = await subject.app.inject({ method: 'GET', url: '/public/account/delivery-addresses', headers: bearer(other.token) });
    expect(list.json()).toEqual([]);
    const replace = await subject.app.inject({
      method: 'POST',
      url: '/public/account/delivery-addresses',
      headers: bearer(other.token),
      payload: { id: addressId, address: 'Taken over', lat: 1, lng: 1 },
    });
    expect(replace.statusCode).toBe(404);
    const remove = await subject.app.inject({ method: 'DELETE', url: `/public/account/delivery-addresses/${addressId}`, headers: bearer(other.token) });
    expect(remove.statusCode).toBe(404);
    const mine = await subject.app.inject({ method: 'GET', url: '/public/account/delivery-addresses', headers: bearer(owner.token) });
    expect(mine.json().map((a: { address: string }) => a.address)).toContain('Strada Lunga 1');
  });

  it("never shows, reorders or deletes another user's orders and cards", async () => {
    const orders = await subject.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(other.token) });
    expect(orders.json()).toEqual([]);
    const reorder = await subject.app.inject({ method: 'POST', url: `/public/account/orders/${orderId}/reorder`, headers: bearer(other.token) });
    expect(reorder.statusCode).toBe(404);
    const cards = await subject.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(other.token) });
    expect(cards.json()).toEqual([]);
    const removeCard = await subject.app.inject({ method: 'DELETE', url: `/public/account/cards/${cardId}`, headers: bearer(other.token) });
    expect(removeCard.statusCode).toBe(404);
    const mine = await subject.app.inject({ method: 'GET', url: '/public/account/cards', headers: bearer(owner.token) });
    expect(mine.json()).toHaveLength(1);
    const myOrders = await subject.app.inject({ method: 'GET', url: '/public/account/orders', headers: bearer(owner.token) });
    expect(myOrders.json().map((order: { id: number }) => order.id)).toEqual([orderId]);
  });

  it("shows each user only their own details", async () => {
    const details = await subject.app.inject({ method: 'GET', url: '/public/account', headers: bearer(other.token) });
    expect(details.json()).toMatchObject({ id: other.id, email: other.email });
  });
});
