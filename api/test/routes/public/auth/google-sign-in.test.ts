import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { googleSignIn } from '../../../../src/domain/account/google-id-token';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, lastMessageTo, putProfile, registerUser } from '../../../helpers/accounts';

/**
 * Google is the one thing faked: its key set is a local one, and the ID tokens are signed with
 * that key exactly as Google signs them. The verification itself is the production code.
 */
const CLIENT_ID = 'shop-client.apps.googleusercontent.com';
let t: TestApp;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  signingKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256' }] });
  t = await buildTestApp({ google: googleSignIn(CLIENT_ID, keys) });
});
afterAll(() => t.close());

let caller = 0;
async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; issuer?: string; expires?: string } = {}) {
  return new SignJWT({ email_verified: true, name: 'Ana Pop', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? signingKey);
}
function signIn(credential: string) {
  caller += 1;
  return t.app.inject({ method: 'POST', url: '/public/auth/google', payload: { credential }, remoteAddress: `10.7.0.${caller}` });
}

test('tells the browser the client id for its Google button', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/public/auth/sign-in-methods' })).json()).toEqual({ google_client_id: CLIENT_ID });
});

test('a new Google identity gets an account (with the welcome voucher); the next sign-in opens the same one', async () => {
  const first = await signIn(await idToken({ sub: 'g-100', email: 'maria@example.com', name: 'Maria Ionescu' }));
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ name: 'Maria Ionescu', phone_validated: false });
  const again = await signIn(await idToken({ sub: 'g-100', email: 'maria.new@example.com' }));
  expect(again.json().id).toBe(first.json().id);
  const benefits = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(again.json().token) });
  expect(benefits.json().vouchers.map((v: { code: string }) => v.code)).toEqual(['WELCOME20']);
  const sms = await t.app.inject({ method: 'POST', url: '/public/auth/phone-code', headers: bearer(again.json().token), remoteAddress: '10.7.1.1' });
  expect(sms.statusCode).toBe(422);
  expect(sms.json().message).toBe('Add your phone number to your account details first.');
});

test('Google gives no second welcome voucher to an address whose deleted account had it', async () => {
  const deleted = await registerUser(t.app, { email: 'Returning.Google@example.com' });
  await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(deleted.token), payload: { password: deleted.password } });
  const signedIn = await signIn(await idToken({ sub: 'g-120', email: 'returning.google@example.com' }));
  expect(signedIn.json().id).not.toBe(deleted.id);
  const benefits = await t.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(signedIn.json().token) });
  expect(benefits.json().vouchers).toEqual([]);
});

test('an account made with Google sets its first password only from the link e-mailed to its address, then needs it', async () => {
  const signedIn = (await signIn(await idToken({ sub: 'g-150', email: 'elena@example.com' }))).json();
  const details = await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(signedIn.token) });
  expect(details.json()).toMatchObject({ has_password: false, phone: '' });
  const login = (password: string) => t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'elena@example.com', password }, remoteAddress: `10.7.2.${password.length}` });
  // A session alone (perhaps a copied token) gives itself no lasting way in.
  const bySession = await t.app.inject({ method: 'POST', url: '/public/account/password', headers: { ...bearer(signedIn.token), 'content-language': 'lt' }, payload: { new_password: 'elena first password' } });
  expect([bySession.statusCode, bySession.json().message]).toEqual([422, expect.stringMatching(/^Jūsų paskyra sukurta per „Google“: pirmąjį slaptažodį nustatykite per nuorodą/)]);
  expect((await login('elena first password')).statusCode).toBe(422);
  // The forgotten-password link reaches the account's mailbox and sets it.
  await t.app.inject({ method: 'POST', url: '/public/auth/forgot-password', payload: { email: 'elena@example.com' }, remoteAddress: '10.7.2.100' });
  const link = /\/auth\/new-password\/([\w-]+)/.exec(await lastMessageTo(t.app, 'elena@example.com'))?.[1];
  const set = await t.app.inject({ method: 'POST', url: '/public/auth/new-password', payload: { id: link, password: 'elena first password' }, remoteAddress: '10.7.2.100' });
  expect(set.statusCode).toBe(200);
  expect((await login('elena first password')).statusCode).toBe(200);
  const token = set.json().token as string;
  expect((await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(token) })).json().has_password).toBe(true);
  const second = await t.app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(token), payload: { new_password: 'elena second password' } });
  expect(second.statusCode).toBe(422);
});

test('an account made with Google changes its e-mail address once it has a password, not before', async () => {
  const signedIn = (await signIn(await idToken({ sub: 'g-155', email: 'mihai@example.com' }))).json();
  // Typing the current address would prove nothing: the account page shows it to any session.
  const refused = await putProfile(t.app, signedIn.token, { name: 'Mihai Pop', email: 'thief@evil.example', phone: '+40712340155', password: 'anything' });
  expect([refused.statusCode, refused.json().field, refused.json().message]).toEqual([
    422,
    'email',
    'Your account was made with Google: to change its e-mail address, first set a password (under "Change password"), then save the new address with it.',
  ]);
  // Nothing saved: not the name, not the number.
  expect((await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(signedIn.token) })).json()).toMatchObject({ name: 'Ana Pop', phone: '', pending_email: null });
  expect(await t.app.repositories.outbox.list({ recipient: 'thief@evil.example', limit: 1 })).toEqual([]);
  // Its name and number still save without one.
  expect((await putProfile(t.app, signedIn.token, { name: 'Mihai Ionescu', email: 'mihai@example.com', phone: '+40712340155' })).statusCode).toBe(200);
});

// Its deletion, confirmed from a link e-mailed to its address: account/delete-account-by-link.test.ts.

test('links an existing account only when Google verified the e-mail', async () => {
  const existing = await registerUser(t.app, { email: 'ion@example.com' });
  const unverified = await signIn(await idToken({ sub: 'g-200', email: 'ion@example.com', email_verified: false }));
  expect(unverified.statusCode).toBe(422);
  const verified = await signIn(await idToken({ sub: 'g-200', email: 'ion@example.com' }));
  expect(verified.json().id).toBe(existing.id);
});

test('refuses tokens Google did not issue for this shop, with one message', async () => {
  const refused = [
    await idToken({ sub: 'g-300', email: 'x@example.com' }, { key: strangerKey }),
    await idToken({ sub: 'g-300', email: 'x@example.com' }, { audience: 'another-client' }),
    await idToken({ sub: 'g-300', email: 'x@example.com' }, { issuer: 'https://evil.example' }),
    await idToken({ sub: 'g-300', email: 'x@example.com' }, { expires: '-1m' }),
    'not.a.token',
  ];
  for (const credential of refused) {
    const answer = await signIn(credential);
    expect([answer.statusCode, answer.json().message]).toEqual([422, 'Google could not confirm your account. Try again, or sign in with your e-mail address and password.']);
  }
  expect(await t.app.db.selectFrom('users').select('id').where('google_subject', '=', 'g-300').execute()).toEqual([]);
});

test('without GOOGLE_CLIENT_ID the shop says Google sign-in is unavailable', async () => {
  const plain = await buildTestApp();
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/public/auth/sign-in-methods' })).json()).toEqual({ google_client_id: null });
    const answer = await plain.app.inject({ method: 'POST', url: '/public/auth/google', payload: { credential: 'x' } });
    expect([answer.statusCode, answer.json().message]).toEqual([422, 'Google sign-in is currently unavailable.']);
  } finally {
    await plain.close();
  }
});
