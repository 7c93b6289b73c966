import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';

/** Spec §5 "street number required": an address saved in the account is offered at checkout, which refuses one without. */
describe('a saved delivery address without its street number', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  it('is refused (422) in the customer\'s language, and nothing is saved', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const post = (address: string, language: string) =>
      app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: { ...bearer(user.token), 'content-language': language }, payload: { address } });
    const refused = await Promise.all([post('Strada Lipscani', 'en-GB'), post('Strada Lipscani, București', 'es-ES'), post('Strada Lipscani ', 'lt-LT')]);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [422, 'Please add the street number to your address.'],
      [422, 'Añade el número de la calle a tu dirección.'],
      [422, 'Pridėkite namo numerį prie adreso.'],
    ]);
    expect(await app.repositories.deliveryAddresses.listOf(user.id)).toEqual([]);
  });

  it('is refused when an edit takes the number away, and the saved one stays', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: bearer(user.token), payload });
    const saved = (await post({ address: 'Strada Lipscani 21, București' })).json();
    expect(saved.address).toBe('Strada Lipscani 21, București');
    expect((await post({ id: saved.id, address: 'Strada Lipscani' })).statusCode).toBe(422);
    expect((await post({ address: '21 Baker Street' })).statusCode).toBe(200);
    const addresses = await app.repositories.deliveryAddresses.listOf(user.id);
    expect(addresses.map((a) => a.address)).toEqual(['Strada Lipscani 21, București', '21 Baker Street']);
  });
});
