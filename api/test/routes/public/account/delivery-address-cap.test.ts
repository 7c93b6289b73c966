import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';
import { SAVED_ADDRESSES_MAX } from '../../../../src/domain/account/account-rules';

/** An account keeps at most SAVED_ADDRESSES_MAX delivery addresses: the list and the user answer stay small. */
describe('the cap on saved delivery addresses', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  async function fullAccount() {
    const { app } = subject;
    const user = await registerUser(app);
    // Straight to the database: the route's rate limit is not what is tested here.
    await app.db
      .insertInto('delivery_addresses')
      .values(Array.from({ length: SAVED_ADDRESSES_MAX }, (_, index) => ({ user_id: user.id, address: `Strada Lipscani ${index + 1}`, address_line2: '', name: '', instructions: '', lat: null, lng: null })))
      .execute();
    const post = (payload: object, language = 'en') =>
      app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: { ...bearer(user.token), 'content-language': language }, payload });
    return { user, post };
  }

  it('refuses one more (422) in the customer\'s language, and adds nothing', async () => {
    const { user, post } = await fullAccount();
    const refused = await Promise.all(['en-GB', 'es', 'lt', 'ro'].map((language) => post({ address: 'Strada Franceză 3, București' }, language)));
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [422, 'Saved addresses are limited to 20 per account. Delete one you no longer use, then save this one again.'],
      [422, 'El máximo de direcciones guardadas por cuenta es 20. Elimina una que ya no uses y vuelve a guardar esta.'],
      [422, 'Išsaugotų adresų vienoje paskyroje gali būti ne daugiau kaip 20. Ištrinkite nebenaudojamą adresą ir išsaugokite šį dar kartą.'],
      [422, 'Numărul maxim de adrese salvate într-un cont este 20. Șterge una pe care nu o mai folosești, apoi salvează din nou această adresă.'],
    ]);
    const kept = await subject.app.repositories.deliveryAddresses.listOf(user.id);
    expect(kept).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(kept.map((a) => a.address)).not.toContain('Strada Franceză 3, București');
  });

  it('still saves an edit of a saved one, and takes a new one once one is deleted', async () => {
    const { user, post } = await fullAccount();
    const [first] = await subject.app.repositories.deliveryAddresses.listOf(user.id);
    const edited = await post({ id: first!.id, address: 'Strada Lipscani 100' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().address).toBe('Strada Lipscani 100');
    const deleted = await subject.app.inject({ method: 'DELETE', url: `/public/account/delivery-addresses/${first!.id}`, headers: bearer(user.token) });
    expect(deleted.statusCode).toBe(200);
    expect((await post({ address: 'Strada Franceză 3, București' })).statusCode).toBe(200);
    expect((await post({ address: 'Strada Franceză 4, București' })).statusCode).toBe(422);
    expect(await subject.app.repositories.deliveryAddresses.listOf(user.id)).toHaveLength(SAVED_ADDRESSES_MAX);
  });

  it('lets two saves at once take only the last place', async () => {
    const { user, post } = await fullAccount();
    const [first] = await subject.app.repositories.deliveryAddresses.listOf(user.id);
    await subject.app.repositories.deliveryAddresses.remove(user.id, first!.id);
    const answers = await Promise.all([post({ address: 'Strada Franceză 3' }), post({ address: 'Strada Franceză 4' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await subject.app.repositories.deliveryAddresses.listOf(user.id)).toHaveLength(SAVED_ADDRESSES_MAX);
  });
});
