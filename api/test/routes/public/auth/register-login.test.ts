import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, lastMessageTo, registerUser } from '../../../helpers/accounts';

describe('registration, sign-in and sign-out', () => {
  let subject: TestApp;
  beforeEach(async () => {
    subject = await buildTestApp();
  });
  afterEach(() => subject.close());

  it('registers an account: argon2id hash, hashed token, a welcome voucher and a 4-digit SMS code', async () => {
    const { app } = subject;
    const user = await registerUser(app, { email: 'Maria@Example.com', phone: '+40 712 000 111' });
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe('maria@example.com');
    expect(row.phone).toBe('+40712000111');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const tokens = await app.db.selectFrom('user_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(tokens.map((t) => t.token_hash)).not.toContain(user.token);
    expect(await lastMessageTo(app, '+40712000111')).toMatch(/\b\d{4}\b/);
    expect((await app.repositories.loyalty.vouchersOf(user.id)).map((v) => v.code)).toEqual(['WELCOME20']);
  });

  it.each([
    [{ name: '', email: 'a@example.com', phone: '+40712345678', password: 'long enough pw' }, /name/],
    [{ name: 'Ana', email: 'not-an-email', phone: '+40712345678', password: 'long enough pw' }, /email/],
    [{ name: 'Ana', email: 'a@example.com', phone: 'call me', password: 'long enough pw' }, /phone/],
    [{ name: 'Ana', email: 'a@example.com', phone: '+40712345678', password: 'short' }, /password/],
  ])('refuses bad input %# with a message and creates nothing', async (payload, message) => {
    const response = await subject.app.inject({ method: 'POST', url: '/public/auth/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await subject.app.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('refuses a second account on the same e-mail without saying whose it is', async () => {
    await registerUser(subject.app, { email: 'dup@example.com' });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/auth/register',
      payload: { name: 'X', email: 'DUP@example.com', phone: '+40712345000', password: 'long enough pw' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/could not create an account/);
  });

  it('remembers a valid referral code and refuses an unknown one', async () => {
    const { app } = subject;
    const friend = await registerUser(app);
    const code = (await app.inject({ method: 'GET', url: '/public/account', headers: bearer(friend.token) })).json().referral_code;
    const referred = await registerUser(app, { referral_code: code.toLowerCase() });
    const row = await app.db.selectFrom('users').select('referred_by').where('id', '=', referred.id).executeTakeFirstOrThrow();
    expect(row.referred_by).toBe(friend.id);
    const bad = await app.inject({
      method: 'POST',
      url: '/public/auth/register',
      payload: { name: 'X', email: 'x@example.com', phone: '+40712345001', password: 'long enough pw', referral_code: 'NOPE' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('signs in with the right password and gives the same message for a wrong password or unknown e-mail', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    const ok = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password: user.password } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, name: 'Ana Pop', delivery_addresses: [], phone_validated: false });

    const wrong = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: user.email, password: 'wrong password' } });
    const unknown = await app.inject({ method: 'POST', url: '/public/auth/login', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it("answers in the shopper's language (Content-Language)", async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/auth/login',
      headers: { 'content-language': 'es' },
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(response.json().message).toBe('El correo electrónico o la contraseña no son correctos.');
  });

  it('logout revokes the token', async () => {
    const { app } = subject;
    const user = await registerUser(app);
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/public/auth/logout', headers: bearer(user.token) });
    expect((await app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).statusCode).toBe(401);
  });
});
