import type { OutboxMessage } from '../../../../src/repositories/outbox-repository';
import { bearer, putProfile, registerUser } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/** A brand renamed in its website settings: the messages take the name from there, not from the seed. */
const SHOP = 'Bistro Brâncuși';

/**
 * Spec §1: one deployment is one brand, its name from website settings. A customer of several shops
 * must tell from an account e-mail or a text which one wrote, before opening its link or code.
 */
describe("the account's e-mails and SMS name the shop they come from", () => {
  let subject: TestApp;
  let address = 0;
  beforeAll(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
    await subject.app.db.updateTable('website').set({ name: SHOP }).execute();
  });
  afterAll(() => subject.close());

  /** A request from its own address, in a language, so the file stays clear of the rate limits. */
  const post = (url: string, payload: object, language: string) => {
    address += 1;
    return subject.app.inject({ method: 'POST', url, payload, headers: { 'content-language': language }, remoteAddress: `10.77.0.${address}` });
  };
  const newest = async (recipient: string): Promise<OutboxMessage> => (await subject.app.repositories.outbox.list({ recipient, limit: 1 }))[0]!;
  const expectShopIn = (message: OutboxMessage) => {
    expect(message.subject).toContain(SHOP);
    expect(message.body).toContain(SHOP);
  };

  it('the registration link, and the word to an address that already has an account', async () => {
    const details = { name: 'Ana Pop', phone: '+40712340001', password: 'correct horse battery' };
    expect((await post('/public/auth/register', { ...details, email: 'brand.ro@example.com' }, 'ro')).statusCode).toBe(200);
    const registration = await newest('brand.ro@example.com');
    expectShopIn(registration);
    expect(registration.subject).toBe(`Termină crearea contului tău de la ${SHOP}`);

    const user = await registerUser(subject.app, { email: 'brand.lt@example.com' });
    expect((await post('/public/auth/register', { ...details, email: user.email }, 'lt')).statusCode).toBe(200);
    const exists = await newest(user.email);
    expectShopIn(exists);
    expect(exists.subject).toBe(`Jūs jau turite „${SHOP}“ paskyrą`);
  });

  it('the SMS with the phone code', async () => {
    const user = await registerUser(subject.app, { email: 'brand.sms@example.com', phone: '+40712340002' });
    expect((await newest(user.phone)).body).toMatch(new RegExp(`^Your ${SHOP} verification code is \\d{4}\\.`));
  });

  it('the link to set a new password', async () => {
    const user = await registerUser(subject.app, { email: 'brand.es@example.com' });
    expect((await post('/public/auth/forgot-password', { email: user.email }, 'es')).statusCode).toBe(200);
    const reset = await newest(user.email);
    expectShopIn(reset);
    expect(reset.subject).toBe(`Crea una nueva contraseña para tu cuenta de ${SHOP}`);
  });

  it('the link to a new e-mail address, and the word to an address another account already has', async () => {
    const user = await registerUser(subject.app, { email: 'brand.moving@example.com' });
    const holder = await registerUser(subject.app, { email: 'brand.holder@example.com' });
    const move = (email: string) => putProfile(subject.app, user.token, { name: 'Ana Pop', email, phone: user.phone, password: user.password });
    expect((await move('brand.new@example.com')).statusCode).toBe(200);
    expectShopIn(await newest('brand.new@example.com'));
    expect((await move(holder.email)).statusCode).toBe(200);
    expectShopIn(await newest(holder.email));
  });

  it('the notices of a changed password', async () => {
    const user = await registerUser(subject.app, { email: 'brand.notice@example.com' });
    const changed = await subject.app.inject({
      method: 'POST',
      url: '/public/account/password',
      headers: bearer(user.token),
      payload: { old_password: user.password, new_password: 'a brand new secret' },
    });
    expect(changed.statusCode).toBe(200);
    expectShopIn(await newest(user.email));
  });
});
