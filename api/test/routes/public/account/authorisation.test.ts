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
  });
  afterAll(() => subject.close());

  const ownCalls = (): Call[] => [
    { method: 'GET', url: '/public/account' },
    { method: 'PUT', url: '/public/account', payload: { name: 'Ana Pop', email: owner.email, phone: owner.phone } },
    { method: 'GET', url: '/public/account/benefits' },
    { method: 'GET', url: '/public/account/delivery-addresses' },
    { method: 'POST', url: '/public/account/delivery-addresses', payload: { address: 'Piata Sfatului 2', lat: 45.64, lng: 25.59 } },
    { method: 'POST', url: '/public/account/password', payload: { old_password: owner.password, new_password: owner.password } },
    { method: 'POST', url: '/public/auth/validate-phone-number', payload: { code: '0000' } },
    { method: 'DELETE', url: '/public/account', payload: { password: 'wrong password' } },
  ];

  it('refuses every account endpoint to an anonymous visitor and to a bad token with 401', async () => {
    for (const call of [...ownCalls(), { method: 'DELETE', url: `/public/account/delivery-addresses/${addressId}` } as Call]) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const response = await subject.app.inject({ ...call, headers });
        expect([call.url, response.statusCode]).toEqual([call.url, 401]);
      }
    }
  });

  it('lets the owner use each of them', async () => {
    for (const call of ownCalls()) {
      const response = await subject.app.inject({ ...call, headers: bearer(owner.token) });
      expect([call.url, response.statusCode < 400 || response.statusCode === 422]).toEqual([call.url, true]);
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

  it("shows each user only their own details", async () => {
    const details = await subject.app.inject({ method: 'GET', url: '/public/account', headers: bearer(other.token) });
    expect(details.json()).toMatchObject({ id: other.id, email: other.email });
  });
});
