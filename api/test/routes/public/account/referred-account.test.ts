import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, putProfile, registerUser, type Registered } from '../../../helpers/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

async function accountOf(user: Registered): Promise<Record<string, unknown>> {
  return (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json();
}

// A friend's referral points wait on the invited account's validated phone: the validate-phone screen tells an invited friend so.
test('the account answer says whether the account was made with a friend\'s referral code', async () => {
  const referrer = await registerUser(t.app);
  const code = (await accountOf(referrer)).referral_code as string;
  const friend = await registerUser(t.app, { referral_code: code });
  expect((await accountOf(referrer)).referred).toBe(false);
  expect(await accountOf(friend)).toMatchObject({ referred: true, phone_validated: false });
  // The answer to a saved profile says it too, as the screens load either.
  const saved = await putProfile(t.app, friend.token, { name: 'Ana Maria', email: friend.email, phone: friend.phone });
  expect(saved.json()).toMatchObject({ name: 'Ana Maria', referred: true });
});
