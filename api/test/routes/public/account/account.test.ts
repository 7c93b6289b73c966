import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import type { Kysely } from 'kysely';
import { bearer, emailedLinkId, lastMessageTo, putProfile, registerUser } from '../../../helpers/accounts';
import { up as forgetZeroPoints } from '../../../../src/db/migrations/143_addresses_without_point';

describe('the account', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp({ now: () => new Date('2026-03-01T10:00:00Z') });
  });
  afterEach(() => subject.close());

  it('updates the profile; a new phone number must be validated again; a new e-mail waits for its link', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const updated = await putProfile(app, user.token, { name: ' Ana Maria ', email: 'New@example.com', phone: '+40799999999', password: user.password });
    expect(updated.json()).toMatchObject({ name: 'Ana Maria', email: user.email, pending_email: 'new@example.com', phone: '+40799999999', phone_validated: false });
    const id = await emailedLinkId(app, 'new@example.com', 'confirm-email');
    // Confirmed from the signed-in page, which sends its token: that session goes on.
    const confirmed = await app.inject({ method: 'POST', url: '/public/auth/confirm-email', headers: bearer(user.token), payload: { id } });
    expect(confirmed.json()).toEqual({ email: 'new@example.com' });
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json()).toMatchObject({ email: 'new@example.com', pending_email: null });
    // The old address, which a reset link no longer reaches, is told where the account went.
    const told = await lastMessageTo(app, user.email);
    expect(told).toMatch(/^Hello Ana Maria,\n\nyour Casa Aurora account's e-mail address was changed from this one to new@example\.com\./);
    expect(told).toMatch(/If it was not, tell us at once at hello@casa-aurora\.example/);
    const again = await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id } });
    expect([again.statusCode, again.json().message]).toEqual([422, expect.stringMatching(/expired or has already been used/)]);
    const bad = await putProfile(app, user.token, { name: 'Ana', email: 'nope', phone: '+40799999999' });
    expect(bad.statusCode).toBe(400);
  });

  it('withdraws a new e-mail address waiting for its link: the link stops working, the address stays', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await putProfile(app, user.token, { name: 'Ana', email: 'typo@exmaple.com', phone: '+40799999999', password: user.password });
    const id = await emailedLinkId(app, 'typo@exmaple.com', 'confirm-email');
    const withdrawn = await app.inject({ method: 'DELETE', url: '/public/account/email-change', headers: bearer(user.token) });
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([200, expect.objectContaining({ email: user.email, pending_email: null })]);
    const late = await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id } });
    expect(late.statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json()).toMatchObject({ email: user.email, pending_email: null });
    // Nothing waiting: nothing happens. Signed out: 401.
    expect((await app.inject({ method: 'DELETE', url: '/public/account/email-change', headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/public/account/email-change' })).statusCode).toBe(401);
  });

  it("answers a taken e-mail exactly as a free one; its holder is told nothing changed, with no link", async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const someone = await registerUser(app, { name: 'Jonas Petraitis' });
    const change = (email: string) => putProfile(app, user.token, { name: 'Ana Walker', email, phone: user.phone, password: user.password });
    const taken = (await change(someone.email)).json();
    const free = (await change('free@example.com')).json();
    // Each save raises the revision by one, a taken address as a free one.
    expect({ ...taken, pending_email: 'x', profile_version: 0 }).toEqual({ ...free, pending_email: 'x', profile_version: 0 });
    expect([taken.pending_email, free.pending_email]).toEqual([someone.email, 'free@example.com']);
    expect(free.profile_version).toBe(taken.profile_version + 1);
    const told = await lastMessageTo(app, someone.email);
    expect(told).toMatch(/^Hello Jonas Petraitis,\n\nsomeone asked to make this e-mail address the address of another Casa Aurora account, but it already belongs to yours/);
    expect(told).not.toMatch(/Ana Walker|confirm-email/);
    // Only the latest request counts: the earlier link no longer changes anything.
    const first = await emailedLinkId(app, 'free@example.com', 'confirm-email');
    await change('later@example.com');
    expect((await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id: first } })).statusCode).toBe(422);
    // An address taken after its link was sent is refused from the link.
    const link = await emailedLinkId(app, 'later@example.com', 'confirm-email');
    await registerUser(app, { email: 'later@example.com' });
    const refused = await app.inject({ method: 'POST', url: '/public/auth/confirm-email', payload: { id: link } });
    expect([refused.statusCode, refused.json().message]).toEqual([422, 'This e-mail address cannot be used. Choose another one.']);
    const row = await app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it('signs out the other sessions once a new e-mail address is confirmed; the one confirming it, if the account\'s, goes on', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const someone = await registerUser(app, { name: 'Jonas Petraitis' });
    const signIn = async (email: string) => (await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email, password: user.password } })).json().token as string;
    const status = async (token: string) => (await app.inject({ method: 'GET', url: '/public/account', headers: bearer(token) })).statusCode;
    const move = async (token: string, email: string, confirmedWith: Record<string, string>) => {
      await putProfile(app, token, { name: 'Ana Pop', email, phone: user.phone, password: user.password });
      const id = await emailedLinkId(app, email, 'confirm-email');
      return (await app.inject({ method: 'POST', url: '/public/auth/confirm-email', headers: confirmedWith, payload: { id } })).json();
    };

    // Confirmed in the signed-in browser: it stays signed in, the other device does not.
    const phone = await signIn(user.email);
    expect(await move(user.token, 'ana.moved@example.com', bearer(user.token))).toEqual({ email: 'ana.moved@example.com' });
    expect([await status(user.token), await status(phone), await status(someone.token)]).toEqual([200, 401, 200]);

    // Confirmed in a mail app signed in to no account, or to another one: every session of the account ends.
    const laptop = await signIn('ana.moved@example.com');
    expect(await move(user.token, 'ana.again@example.com', {})).toEqual({ email: 'ana.again@example.com' });
    expect([await status(user.token), await status(laptop)]).toEqual([401, 401]);
    const back = await signIn('ana.again@example.com');
    const tablet = await signIn('ana.again@example.com');
    expect(await move(back, 'ana.third@example.com', bearer(someone.token))).toEqual({ email: 'ana.third@example.com' });
    expect([await status(back), await status(tablet), await status(someone.token)]).toEqual([401, 401, 200]);
  });

  it('changes the password only with the old one, and signs out the other sessions', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const second = (await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password: user.password } })).json().token;
    const wrong = await app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(user.token), payload: { old_password: 'not it at all', new_password: 'brand new secret' } });
    expect(wrong.statusCode).toBe(422);
    // Named by its field, so the form shows it on Old password rather than above the form.
    expect(wrong.json()).toMatchObject({ message: 'The old password is not correct.', field: 'old_password' });
    // The same password again would change nothing but sign the other devices out.
    const same = await app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(user.token), payload: { old_password: user.password, new_password: user.password } });
    expect([same.statusCode, same.json()]).toEqual([422, expect.objectContaining({ message: 'The new password is the same as the current one. Choose a different one.', field: 'new_password' })]);
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(second) })).statusCode).toBe(200);
    const ok = await app.inject({ method: 'POST', url: '/public/account/password', headers: bearer(user.token), payload: { old_password: user.password, new_password: 'brand new secret' } });
    expect(ok.json()).toEqual({ changed: true });
    // Told at the account's address, with the way to a new password if it was not its owner.
    const told = await lastMessageTo(app, user.email);
    expect(told).toMatch(/the password of your Casa Aurora account was just changed, and every other device was signed out\./);
    expect(told).toContain('/auth/login?forgot');
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(second) })).statusCode).toBe(401);
  });

  it('saves, replaces by id and deletes delivery addresses (spec §3), refusing bad ones', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: bearer(user.token), payload });
    const added = (await post({ address: 'Strada Lunga 1', address_line2: 'ap. 4', name: 'Home', lat: 45.65, lng: 25.6 })).json();
    expect(added).toMatchObject({ id: expect.any(Number), address: 'Strada Lunga 1', address_line2: 'ap. 4', name: 'Home', instructions: '' });
    const replaced = (await post({ ...added, address: 'Strada Lunga 3' })).json();
    expect(replaced.id).toBe(added.id);
    expect((await post({ address: ' ', lat: 45, lng: 25 })).statusCode).toBe(400);
    expect((await post({ address: 'X', lat: 95, lng: 25 })).statusCode).toBe(400);
    const list = await app.inject({ method: 'GET', url: '/public/account/delivery-addresses', headers: bearer(user.token) });
    expect(list.json().map((a: { address: string }) => a.address)).toEqual(['Strada Lunga 3']);
    const removed = await app.inject({ method: 'DELETE', url: `/public/account/delivery-addresses/${added.id}`, headers: bearer(user.token) });
    expect(removed.json()).toEqual({ deleted: true });
    const login = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.json().delivery_addresses).toEqual([]);
  });

  it('keeps an address saved without a map point pointless (null), never at 0,0 in the ocean', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: bearer(user.token), payload });
    const typed = (await post({ address: 'Strada Lipscani 21' })).json();
    const unknown = (await post({ address: 'Strada Lipscani 23', lat: null, lng: null })).json();
    const placed = (await post({ address: 'Strada Lipscani 25', lat: 44.4312, lng: 26.1 })).json();
    expect([typed, unknown, placed].map(({ lat, lng }) => [lat, lng])).toEqual([[null, null], [null, null], [44.4312, 26.1]]);
    const moved = (await post({ ...placed, address: 'Strada Lipscani 27', lat: null, lng: null })).json();
    expect([moved.id, moved.lat, moved.lng]).toEqual([placed.id, null, null]);
    const login = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.json().delivery_addresses.map(({ lat, lng }: { lat: number | null; lng: number | null }) => [lat, lng])).toEqual([[null, null], [null, null], [null, null]]);
  });

  it('migration 143 takes away the 0,0 point of addresses saved before, and keeps real points', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const address = (street: string, lat: number | null, lng: number | null) => ({ user_id: user.id, address: street, address_line2: '', name: '', instructions: '', lat, lng });
    await app.db.insertInto('delivery_addresses').values([address('Typed 1', 0, 0), address('Placed 2', 44.43, 26.1), address('Equator 3', 0, 26.1), address('None 4', null, null)]).execute();
    await forgetZeroPoints(app.db as unknown as Kysely<unknown>);
    const points = await app.repositories.deliveryAddresses.listOf(user.id);
    expect(points.map(({ lat, lng }) => [lat, lng])).toEqual([[null, null], [44.43, 26.1], [0, 26.1], [null, null]]);
  });

  it('shows benefits: points from the ledger, vouchers with validity, referral code and points per delivery type', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.repositories.loyalty.record(user.id, { points: 12, reason: 'order', order_id: 7 });
    await app.repositories.loyalty.record(user.id, { points: -5, reason: 'redeemed', order_id: 8 });
    await app.repositories.loyalty.giveVoucher(user.id, 'SUMMER2024');
    const benefits = (await app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json();
    expect(benefits).toMatchObject({
      loyalty_active: true,
      points_balance: 7,
      points_percent: { delivery: 5, pickup: 10, table: 3 },
      referral_points: 50,
      referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    expect(benefits.points_history.map((e: { points: number }) => e.points)).toEqual([-5, 12]);
    const validity = Object.fromEntries(benefits.vouchers.map((v: { code: string; valid_now: boolean }) => [v.code, v.valid_now]));
    expect(validity).toEqual({ WELCOME20: true, SUMMER2024: false });
  });

  it('lists each voucher by where it stands: usable first, then not yet valid, expired, and used (with when)', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const future = { ...(await app.db.selectFrom('vouchers').selectAll().where('code', '=', 'NOBEER15').executeTakeFirstOrThrow()) };
    await app.db.insertInto('vouchers').values({ ...future, code: 'AUTUMN2026', valid_from: '2026-09-01', valid_until: '2026-11-30', free_products: '[]', free_modifier_options: '[]', free_categories: '[]' }).execute();
    for (const code of ['SUMMER2024', 'NOBEER15', 'AUTUMN2026', 'AURORA10']) await app.repositories.loyalty.giveVoucher(user.id, code);
    await app.db.updateTable('user_vouchers').set({ used_at: new Date('2026-02-27T23:30:00Z') }).where('user_id', '=', user.id).where('voucher_code', '=', 'NOBEER15').execute();
    const benefits = (await app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json();
    expect(benefits.vouchers.map((v: { code: string; state: string; valid_now: boolean; used_at: string | null }) => [v.code, v.state, v.valid_now, v.used_at])).toEqual([
      ['AURORA10', 'valid', true, null],
      ['WELCOME20', 'valid', true, null],
      ['AUTUMN2026', 'not_yet_valid', false, null],
      ['SUMMER2024', 'expired', false, null],
      ['NOBEER15', 'used', false, '2026-02-27T23:30:00.000Z'],
    ]);
  });

  it("reads a voucher's last day as the shop's day, as the voucher check does", async () => {
    // 23:30 UTC on 31 December 2030 is already 1 January 2031 in Bucharest, the stores' time zone.
    const late = await buildTestApp({ now: () => new Date('2030-12-31T23:30:00Z') });
    try {
      const user = await registerUser(late.app);
      const [voucher] = (await late.app.inject({ method: 'GET', url: '/public/account/benefits', headers: bearer(user.token) })).json().vouchers;
      expect(voucher).toMatchObject({ code: 'WELCOME20', state: 'expired', valid_now: false });
      const check = await late.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code: 'WELCOME20' }, headers: bearer(user.token) });
      expect(check.statusCode).toBe(422);
    } finally {
      await late.close();
    }
  });

  it('deletes the account after the password: personal data erased, sessions ended, the e-mail free again', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/public/account/delivery-addresses', headers: bearer(user.token), payload: { address: 'Strada Lunga 1', lat: 45.65, lng: 25.6 } });
    await putProfile(app, user.token, { name: 'Ana Pop', email: 'next@example.com', phone: user.phone, password: user.password });
    const wrong = await app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password: 'not it at all' } });
    expect(wrong.statusCode).toBe(422);
    const deleted = await app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(user.token), payload: { password: user.password } });
    expect(deleted.json()).toEqual({ deleted: true });
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '', email: null, phone: '', password_hash: null, referral_code: null });
    expect(await app.db.selectFrom('delivery_addresses').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    // The sign-up request (name, phone, password hash) and the pending new address go too.
    expect(await app.db.selectFrom('registration_confirmations').selectAll().where('email', '=', user.email).execute()).toEqual([]);
    expect(await app.db.selectFrom('email_changes').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).statusCode).toBe(401);
    await registerUser(app, { email: user.email });
  });
});
