import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, lastMessageTo, putProfile, registerUser, type Registered } from '../../../helpers/accounts';
import { brandContact } from '../../../../src/domain/account/account-change-notices';
import { PHONE_CODE_MAX_ATTEMPTS } from '../../../../src/domain/account/account-rules';
import {
  PHONE_CODES_PER_ACCOUNT_PER_DAY,
  PHONE_CODES_PER_NUMBER_PER_DAY,
  PHONE_CODE_TRIES_PER_ACCOUNT_PER_DAY,
  PHONE_CODE_TRIES_PER_NUMBER_PER_DAY,
} from '../../../../src/domain/account/phone-code-days';

/**
 * The day's SMS codes and code tries, per account and per number from all accounts together,
 * counted in the database: the per-address limits hold one caller, and a new code gave five tries
 * again, so one account could guess its way to a number it does not own, and any number could be
 * texted once a minute all day. Every request comes from an address of its own, clear of those.
 */
let clock: Date;
let t: TestApp;
let contact: string;
beforeEach(async () => {
  clock = new Date('2026-03-01T10:00:00Z');
  t = await buildTestApp({ now: () => clock });
  contact = await brandContact(t.app);
});
afterEach(() => t.close());

let addresses = 0;
const fresh = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
/** Past the per-account resend cool-down. */
const later = () => {
  clock = new Date(clock.getTime() + 61_000);
};
const codeIn = (body: string) => /\b(\d{4})\b/.exec(body)?.[1] ?? '';
const texts = async (recipient: string) => (await t.app.repositories.outbox.list({ recipient, limit: 100 })).length;
const askCode = (user: Registered, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/public/auth/phone-code', headers: { ...bearer(user.token), 'content-language': language }, remoteAddress: fresh() });
const validate = (user: Registered, code: string, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/public/auth/validate-phone-number', headers: { ...bearer(user.token), 'content-language': language }, payload: { code }, remoteAddress: fresh() });
const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');
const codesDayFull = () =>
  `We have sent as many SMS codes today as we can for this account or this phone number. Please try again tomorrow, or contact the restaurant at ${contact}.`;
const triesDayFull = () => `Too many codes were tried today for this account or this phone number. Please try again tomorrow, or contact the restaurant at ${contact}.`;

test(`${PHONE_CODES_PER_ACCOUNT_PER_DAY} codes a day to one account, counting the registration's; then 429, no SMS, and the last code still works`, async () => {
  const ana = await registerUser(t.app);
  for (let sent = 2; sent <= PHONE_CODES_PER_ACCOUNT_PER_DAY; sent += 1) {
    later();
    expect([sent, (await askCode(ana)).statusCode]).toEqual([sent, 200]);
  }
  expect(await texts(ana.phone)).toBe(PHONE_CODES_PER_ACCOUNT_PER_DAY);
  const last = codeIn(await lastMessageTo(t.app, ana.phone));

  later();
  const refused = await askCode(ana);
  expect([refused.statusCode, refused.json().message]).toEqual([429, codesDayFull()]);
  const spanish = await askCode(ana, 'es');
  expect(spanish.json().message).toBe(
    `Hoy ya hemos enviado todos los códigos SMS que podemos para esta cuenta o este número de teléfono. Inténtalo de nuevo mañana o ponte en contacto con el restaurante en ${contact}.`,
  );
  // Refused, the last code was not replaced: it still validates the number.
  expect((await validate(ana, last)).json()).toEqual({ phone_validated: true });
  // A new number saved meanwhile is saved, and gets no code either.
  const changed = await putProfile(t.app, ana.token, { name: 'Ana Pop', email: ana.email, phone: '+40799770001' }, { remoteAddress: fresh() });
  expect([changed.statusCode, changed.json().phone, changed.json().phone_validated, changed.json().phone_code?.sent]).toEqual([200, '+40799770001', false, false]);
  expect(await texts('+40799770001')).toBe(0);

  // The brand's next day, a code goes again.
  clock = new Date('2026-03-02T10:00:00Z');
  expect((await askCode(ana)).statusCode).toBe(200);
  expect(await texts('+40799770001')).toBe(1);
});

test(`${PHONE_CODES_PER_NUMBER_PER_DAY} codes a day to one number from all accounts together, however it is written`, async () => {
  const shared = '+40799770002';
  for (let account = 1; account <= PHONE_CODES_PER_NUMBER_PER_DAY; account += 1) {
    // Written the way a customer says it, half the time: the same SMS reaches it.
    await registerUser(t.app, { phone: account % 2 === 0 ? '0799 770 002' : shared });
  }
  expect(await texts(shared)).toBe(PHONE_CODES_PER_NUMBER_PER_DAY);

  // One more account on it is made and signed in, with no code; asked for one, it is told why.
  const next = await registerUser(t.app, { phone: '0799770002' });
  expect(await texts(shared)).toBe(PHONE_CODES_PER_NUMBER_PER_DAY);
  later();
  const refused = await askCode(next);
  expect([refused.statusCode, refused.json().message]).toEqual([429, codesDayFull()]);
  expect(await texts(shared)).toBe(PHONE_CODES_PER_NUMBER_PER_DAY);

  // Kept as a keyed hash: the database holds no number that was counted.
  const rows = await t.app.db.selectFrom('phone_code_days').selectAll().execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.subject).not.toMatch(/799770002|0799 770 002/);
});

/** Every try of the account's live code, wrong, then a new code past the cool-down. */
async function spendCode(user: Registered, tries = PHONE_CODE_MAX_ATTEMPTS): Promise<void> {
  const code = codeIn(await lastMessageTo(t.app, user.phone));
  for (let i = 1; i <= tries; i += 1) expect([i, (await validate(user, wrongFor(code))).statusCode]).toEqual([i, 422]);
  later();
  expect((await askCode(user)).statusCode).toBe(200);
}

test(`${PHONE_CODE_TRIES_PER_ACCOUNT_PER_DAY} codes tried a day by one account, however many codes came; past them even the right one is refused unchecked`, async () => {
  // Late in the brand's day (Europe/Bucharest, UTC+2 in March), so that the code is still live
  // just past its midnight, which is not yet UTC's.
  clock = new Date('2026-03-01T21:50:00Z');
  const ana = await registerUser(t.app);
  for (let tried = 0; tried < PHONE_CODE_TRIES_PER_ACCOUNT_PER_DAY; tried += PHONE_CODE_MAX_ATTEMPTS) await spendCode(ana);

  const right = codeIn(await lastMessageTo(t.app, ana.phone));
  const refused = await validate(ana, right);
  expect([refused.statusCode, refused.json().message]).toEqual([429, triesDayFull()]);
  const romanian = await validate(ana, right, 'ro');
  expect(romanian.json().message).toBe(
    `Astăzi au fost încercate prea multe coduri pentru acest cont sau acest număr de telefon. Te rugăm să încerci din nou mâine sau să contactezi restaurantul la ${contact}.`,
  );
  // The brand's next day, the same code is tried again: the refused tries took none of its own.
  clock = new Date('2026-03-01T22:00:30Z');
  expect((await validate(ana, right)).json()).toEqual({ phone_validated: true });
});

test(`${PHONE_CODE_TRIES_PER_NUMBER_PER_DAY} codes tried a day at one number from all accounts together`, async () => {
  const shared = '+40799770004';
  const first = await registerUser(t.app, { phone: shared });
  const second = await registerUser(t.app, { phone: shared });
  const half = PHONE_CODE_TRIES_PER_NUMBER_PER_DAY / 2;
  for (const user of [first, second]) {
    for (let tried = 0; tried < half; tried += PHONE_CODE_MAX_ATTEMPTS) await spendCode(user, Math.min(PHONE_CODE_MAX_ATTEMPTS, half - tried));
  }
  // Each account is far from its own day's tries, but the number has had its day's.
  const refused = await validate(second, codeIn(await lastMessageTo(t.app, shared)));
  expect([refused.statusCode, refused.json().message]).toEqual([429, triesDayFull()]);
  const lithuanian = await validate(first, '0000', 'lt');
  expect(lithuanian.json().message).toBe(
    `Šiandien šiai paskyrai ar šiam telefono numeriui išbandyta per daug kodų. Bandykite dar kartą rytoj arba susisiekite su restoranu: ${contact}.`,
  );
});

test('a burst of guesses at the last of the day checks one', async () => {
  const ana = await registerUser(t.app);
  for (let tried = 0; tried < PHONE_CODE_TRIES_PER_ACCOUNT_PER_DAY - PHONE_CODE_MAX_ATTEMPTS; tried += PHONE_CODE_MAX_ATTEMPTS) await spendCode(ana);
  await spendCode(ana, PHONE_CODE_MAX_ATTEMPTS - 1);
  const code = codeIn(await lastMessageTo(t.app, ana.phone));
  const burst = await Promise.all([1, 2, 3, 4].map(() => validate(ana, wrongFor(code))));
  expect(burst.map((answer) => answer.statusCode).sort()).toEqual([422, 429, 429, 429]);
  expect(burst.find((answer) => answer.statusCode === 429)?.json().message).toBe(triesDayFull());
});
