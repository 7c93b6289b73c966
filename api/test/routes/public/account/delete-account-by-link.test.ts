import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { googleSignIn } from '../../../../src/domain/account/google-id-token';
import type { OutboxMessage } from '../../../../src/repositories/outbox-repository';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';

/**
 * An account made with Google has no password. Its own e-mail address typed out proved nothing (the
 * account page shows it to any session, a copied token's too), so its deletion is confirmed from the
 * link e-mailed to that address, as its first password is set: the mailbox is the proof. Google is
 * the one thing faked, as in the Google sign-in tests: a local key set signing ID tokens as Google does.
 */
const CLIENT_ID = 'shop-client.apps.googleusercontent.com';
const SHOP = 'Bistro Brâncuși';
let t: TestApp;
let signingKey: CryptoKey;
let now = new Date('2026-03-01T10:00:00Z');

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  signingKey = google.privateKey;
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256' }] });
  t = await buildTestApp({ google: googleSignIn(CLIENT_ID, keys), now: () => now });
  await t.app.db.updateTable('website').set({ name: SHOP }).execute();
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date('2026-03-01T10:00:00Z');
});

let caller = 0;
const from = () => {
  caller += 1;
  return `10.66.${Math.floor(caller / 250)}.${caller % 250}`;
};

/** Signs in with Google as a new identity: answers the session token of an account without a password. */
async function googleAccount(sub: string, email: string): Promise<{ id: number; token: string }> {
  const credential = await new SignJWT({ email_verified: true, name: 'Radu Pop', sub, email })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(signingKey);
  const answer = await t.app.inject({ method: 'POST', url: '/public/auth/google', payload: { credential }, remoteAddress: from() });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const askForLink = (token: string, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/public/account/deletion-link', headers: { ...bearer(token), 'content-language': language }, remoteAddress: from() });
const remove = (token: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'DELETE', url: '/public/account', headers: { ...bearer(token), 'content-language': language }, payload, remoteAddress: from() });
const stillThere = async (token: string) => (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(token) })).statusCode === 200;
const newest = async (recipient: string): Promise<OutboxMessage | undefined> => (await t.app.repositories.outbox.list({ recipient, limit: 1 }))[0];
const linkIn = (message: OutboxMessage | undefined) => /\/account\?delete=([\w.-]+)/.exec(message?.body ?? '')?.[1];

test('a session alone cannot delete an account made with Google: its typed address no longer confirms it', async () => {
  const account = await googleAccount('g-del-1', 'Radu@example.com');
  const typed = await remove(account.token, { email: 'radu@example.com' }, 'ro');
  expect([typed.statusCode, typed.json().message]).toEqual([422, 'Contul tău a fost creat cu Google: ca să-l ștergi, deschide linkul pe care ți-l trimitem pe e-mail. Cere-l la „Șterge contul”.']);
  expect((await remove(account.token, {})).statusCode).toBe(422);
  expect((await remove(account.token, { password: 'anything at all' })).statusCode).toBe(422);
  // Made up, or shaped as a real one: no link the account's mailbox did not get works.
  const madeUp = await remove(account.token, { link: `${Math.floor(now.getTime() / 1000) + 600}.${'A'.repeat(43)}` });
  expect([madeUp.statusCode, madeUp.json().field]).toEqual([422, 'link']);
  expect(await stillThere(account.token)).toBe(true);
});

test('the link e-mailed to its address, in the language asked and naming the shop, deletes it once', async () => {
  const account = await googleAccount('g-del-2', 'elena.del@example.com');
  const asked = await askForLink(account.token, 'es');
  expect(asked.json()).toEqual({ sent: true });
  const email = await newest('elena.del@example.com');
  expect(email?.subject).toBe(`Confirma la eliminación de tu cuenta de ${SHOP}`);
  expect(email?.body).toContain(`abre este enlace para eliminar tu cuenta de ${SHOP} (funciona durante 60 minutos`);
  const link = linkIn(email);
  expect(link).toBeDefined();
  // Asking deletes nothing.
  expect(await stillThere(account.token)).toBe(true);

  const deleted = await remove(account.token, { link });
  expect(deleted.json()).toEqual({ deleted: true });
  expect(await stillThere(account.token)).toBe(false);
  const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ name: '', email: null });

  // Once: the same Google identity comes back as a new account, which the old link does not delete.
  const again = await googleAccount('g-del-2', 'elena.del@example.com');
  expect(again.id).not.toBe(account.id);
  const reused = await remove(again.token, { link });
  expect([reused.statusCode, reused.json().field]).toEqual([422, 'link']);
  expect(await stillThere(again.token)).toBe(true);
});

test('the link works for its own account only, and only until it expires', async () => {
  const owner = await googleAccount('g-del-3', 'mihai.del@example.com');
  const other = await googleAccount('g-del-4', 'ioana.del@example.com');
  await askForLink(owner.token);
  const link = linkIn(await newest('mihai.del@example.com'));

  const notHers = await remove(other.token, { link }, 'lt');
  expect([notHers.statusCode, notHers.json().field, notHers.json().message]).toEqual([
    422,
    'link',
    'Ši nuoroda nebegalioja arba skirta ne tai paskyrai, prie kurios esate prisijungę. Naujos paprašykite skiltyje „Ištrinti paskyrą“.',
  ]);
  expect(await stillThere(other.token)).toBe(true);

  now = new Date(now.getTime() + 61 * 60_000);
  const expired = await remove(owner.token, { link });
  expect([expired.statusCode, expired.json().message]).toEqual([422, 'This link has expired or is not for the account you are signed in to. Ask for a new one under "Delete account".']);
  expect(await stillThere(owner.token)).toBe(true);
  // A new one works.
  await askForLink(owner.token);
  expect((await remove(owner.token, { link: linkIn(await newest('mihai.del@example.com')) })).json()).toEqual({ deleted: true });
});

test('an account with a password keeps confirming with it: it gets no link, and a link does not stand in for it', async () => {
  const user = await registerUser(t.app);
  const before = (await newest(user.email))?.body;
  const asked = await askForLink(user.token);
  expect([asked.statusCode, asked.json().message]).toEqual([422, 'Your account has a password: enter it to delete the account.']);
  expect((await newest(user.email))?.body).toBe(before);

  const google = await googleAccount('g-del-5', 'sorin.del@example.com');
  await askForLink(google.token);
  const someLink = linkIn(await newest('sorin.del@example.com'));
  const byLink = await remove(user.token, { link: someLink });
  expect([byLink.statusCode, byLink.json().field]).toEqual([422, 'password']);
  expect(await stillThere(user.token)).toBe(true);
  expect((await remove(user.token, { password: user.password })).json()).toEqual({ deleted: true });
});

test('asking for the link, like deleting, needs a session', async () => {
  expect((await t.app.inject({ method: 'POST', url: '/public/account/deletion-link', remoteAddress: from() })).statusCode).toBe(401);
});
