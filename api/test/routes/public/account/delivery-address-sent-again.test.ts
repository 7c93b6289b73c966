import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';
import { SAVED_ADDRESSES_MAX } from '../../../../src/domain/account/account-rules';

/** A new address sent again under its Idempotency-Key, after its answer was lost on the way. */
describe('a saved delivery address sent again', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  async function customer() {
    const { app } = subject;
    const user = await registerUser(app);
    const post = (payload: object, key?: string) =>
      app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: { ...bearer(user.token), ...(key ? { 'idempotency-key': key } : {}) }, payload });
    return { user, post };
  }

  const home = { address: 'Strada Franceză 3, București', address_line2: 'Ap. 4', name: 'Home', instructions: '', lat: 44.43, lng: 26.1 };

  it('answers the address it added instead of adding a second copy', async () => {
    const { user, post } = await customer();
    const first = await post(home, 'address-fill-0001');
    const again = await post(home, 'address-fill-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await subject.app.repositories.deliveryAddresses.listOf(user.id)).toEqual([first.json()]);
  });

  it('answers it, not "addresses full", when it took the last place', async () => {
    const { user, post } = await customer();
    await subject.app.db
      .insertInto('delivery_addresses')
      .values(Array.from({ length: SAVED_ADDRESSES_MAX - 1 }, (_, index) => ({ user_id: user.id, address: `Strada Lipscani ${index + 1}`, address_line2: '', name: '', instructions: '', lat: null, lng: null })))
      .execute();
    const first = await post(home, 'address-fill-0002');
    const again = await post(home, 'address-fill-0002');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect(await subject.app.repositories.deliveryAddresses.listOf(user.id)).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('adds one when both sends arrive at once', async () => {
    const { user, post } = await customer();
    const answers = await Promise.all([post(home, 'address-fill-0003'), post(home, 'address-fill-0003')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await subject.app.repositories.deliveryAddresses.listOf(user.id)).toHaveLength(1);
  });

  it('refuses another address under the same key, and adds a new fill under a new key (or none) as it always did', async () => {
    const { user, post } = await customer();
    expect((await post(home, 'address-fill-0004')).statusCode).toBe(200);
    const reused = await post({ ...home, address: 'Strada Lipscani 5, București' }, 'address-fill-0004');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already sent with another request. Send a new key with this one.');
    expect((await post(home, 'address-fill-0005')).statusCode).toBe(200);
    expect((await post(home)).statusCode).toBe(200);
    expect(await subject.app.repositories.deliveryAddresses.listOf(user.id)).toHaveLength(3);
  });

  it("keeps each customer's keys their own", async () => {
    const ana = await customer();
    const ion = await customer();
    const hers = await ana.post(home, 'address-fill-0006');
    const his = await ion.post(home, 'address-fill-0006');
    expect(his.statusCode).toBe(200);
    expect(his.json().id).not.toBe(hers.json().id);
    expect(await subject.app.repositories.deliveryAddresses.listOf(ion.user.id)).toHaveLength(1);
  });
});
