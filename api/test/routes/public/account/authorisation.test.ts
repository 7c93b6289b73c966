import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, lastMessageTo, registerUser, type Registered } from '../../../helpers/accounts';

/** `owner`: what the owner gets, the status and what the answer must hold (a broken endpoint fails). */
type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: object; owner: { status: number; answer: unknown } };

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
  let phoneCode: string;

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
    phoneCode = /\b(\d{4})\b/.exec(await lastMessageTo(subject.app, owner.phone))?.[1] ?? '';
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
    { method: 'GET', url: '/public/account', owner: { status: 200, answer: { id: owner.id, email: owner.email } } },
    {
      method: 'PUT', url: '/public/account', payload: { name: 'Ana Maria Pop', email: owner.email, phone: owner.phone, profile_version: 1 },
      owner: { status: 200, answer: { id: owner.id, name: 'Ana Maria Pop' } },
    },
    { method: 'GET', url: '/public/account/benefits', owner: { status: 200, answer: { points_balance: 0 } } },
    { method: 'GET', url: '/public/account/delivery-addresses', owner: { status: 200, answer: [{ id: addressId, address: 'Strada Lunga 1' }] } },
    { method: 'GET', url: '/public/account/orders', owner: { status: 200, answer: [{ id: orderId }] } },
    { method: 'POST', url: `/public/account/orders/${orderId}/reorder`, owner: { status: 200, answer: { store_id: 1, unavailable: [] } } },
    { method: 'GET', url: '/public/account/cards', owner: { status: 200, answer: [{ id: cardId, last4: '4242' }] } },
    {
      method: 'POST', url: '/public/account/delivery-addresses', payload: { address: 'Piata Sfatului 2', lat: 45.64, lng: 25.59 },
      owner: { status: 200, answer: { address: 'Piata Sfatului 2' } },
    },
    {
      method: 'POST', url: '/public/account/password', payload: { old_password: owner.password, new_password: `${owner.password} and more` },
      owner: { status: 200, answer: { changed: true } },
    },
    // The code sent at registration is still in its cool-down: a new one is refused for now.
    { method: 'POST', url: '/public/auth/phone-code', owner: { status: 429, answer: { message: expect.stringMatching(/\d+ seconds/) } } },
    { method: 'POST', url: '/public/auth/validate-phone-number', payload: { code: phoneCode }, owner: { status: 200, answer: { phone_validated: true } } },
    // The wrong password keeps the account: the endpoint answered the owner, and changed nothing.
    {
      method: 'DELETE', url: '/public/account', payload: { password: 'wrong password' },
      owner: { status: 422, answer: { message: 'The password is not correct.' } },
    },
  ];

  it('refuses every account endpoint to an anonymous visitor and to a bad token with 401', async () => {
    const deletes: Array<Omit<Call, 'owner'>> = [
      { method: 'DELETE', url: `/public/account/delivery-addresses/${addressId}` },
      { method: 'DELETE', url: `/public/account/cards/${cardId}` },
      { method: 'DELETE', url: '/public/account/email-change' },
    ];
    for (const call of [...ownCalls(), ...deletes]) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const response = await subject.app.inject({ method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}), headers });
        expect([call.url, response.statusCode]).toEqual([call.url, 401]);
      }
    }
  });

  it('lets the owner use each of them, each answering what it should', async () => {
    for (const call of ownCalls()) {
      const response = await subject.app.inject({ method: call.method, url: call.url, ...(call.payload ? { payload: call.payload } : {}), headers: bearer(owner.token) });
      expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, call.owner.status]);
      expect(response.json()).toMatchObject(call.owner.answer as object);
    }
  });

  it("never shows, replaces or deletes another user's address", async () => {
    const list = await subject.app.inject({ method: 'GET', url: '/public/account/delivery-addresses', headers: bearer(other.token) });
    expect(list.json()).toEqual([]);
    const replace = await subject.app.inject({
      method: 'POST',
      url: '/public/account/delivery-addresses',
      headers: bearer(other.token),
      payload: { id: addressId, address: 'Taken over 9', lat: 1, lng: 1 },
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
