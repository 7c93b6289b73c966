import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, lastMessageTo, putProfile, registerUser } from '../../../helpers/accounts';

// Registering texts a code at once, so a number changed within the 60 s cool-down waits for it.
const REGISTERED_AT = new Date('2026-03-01T10:00:00Z');
let clock = REGISTERED_AT;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
}, 120_000);
afterAll(() => t.close());

async function outboxTo(recipient: string) {
  return t.app.repositories.outbox.list({ recipient, limit: 10 });
}

function changePhone(token: string, phone: string) {
  return putProfile(t.app, token, { name: 'Ana Pop', email: 'same@example.com', phone });
}

test('a new phone number gets its SMS code at once, within the resend cool-down, and the code validates it', async () => {
  clock = REGISTERED_AT;
  const user = await registerUser(t.app, { email: 'same@example.com' });
  expect((await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json().phone_code).toEqual({ sent: true, resend_after_seconds: 60 });

  // Within the cool-down of the registration's code: nothing is sent, and the answer says so.
  clock = new Date(REGISTERED_AT.getTime() + 20_000);
  const early = await changePhone(user.token, '+40 799 000 111');
  expect(early.json()).toMatchObject({ phone: '+40799000111', phone_validated: false, phone_code: { sent: false, resend_after_seconds: 40 } });
  expect(await outboxTo('+40799000111')).toEqual([]);

  clock = new Date(REGISTERED_AT.getTime() + 61_000);
  const changed = await changePhone(user.token, '+40 799 000 222');
  expect(changed.json()).toMatchObject({ phone: '+40799000222', phone_validated: false, phone_code: { sent: true, resend_after_seconds: 60 } });
  const code = /\b(\d{4})\b/.exec(await lastMessageTo(t.app, '+40799000222'))?.[1];
  const validated = await t.app.inject({ method: 'POST', url: '/public/auth/validate-phone-number', headers: bearer(user.token), payload: { code } });
  expect(validated.json()).toEqual({ phone_validated: true });
});

test('saving the details without a new number sends no code', async () => {
  clock = REGISTERED_AT;
  const user = await registerUser(t.app, { email: 'other@example.com' });
  clock = new Date(REGISTERED_AT.getTime() + 120_000);
  const saved = await putProfile(t.app, user.token, { name: 'Ana Maria', email: user.email, phone: user.phone });
  expect(saved.json()).toMatchObject({ name: 'Ana Maria', phone_code: { sent: true, resend_after_seconds: 0 } });
  expect(await outboxTo(user.phone)).toHaveLength(1);
});

test('the validated number written another way stays validated, and no code is sent', async () => {
  clock = REGISTERED_AT;
  const user = await registerUser(t.app, { email: 'national@example.com', phone: '+40799000333' });
  const code = /\b(\d{4})\b/.exec(await lastMessageTo(t.app, '+40799000333'))?.[1];
  const validated = await t.app.inject({ method: 'POST', url: '/public/auth/validate-phone-number', headers: bearer(user.token), payload: { code } });
  expect(validated.json()).toEqual({ phone_validated: true });

  clock = new Date(REGISTERED_AT.getTime() + 120_000);
  const saved = await putProfile(t.app, user.token, { name: 'Ana Pop', email: user.email, phone: '0799 000 333' });
  expect(saved.json()).toMatchObject({ phone: '0799000333', phone_validated: true });
  expect(await outboxTo('+40799000333')).toHaveLength(1);
});

test('a code sent to the number validates it once it is saved written another way', async () => {
  clock = REGISTERED_AT;
  const user = await registerUser(t.app, { email: 'spelling@example.com', phone: '+40799000444' });
  const code = /\b(\d{4})\b/.exec(await lastMessageTo(t.app, '+40799000444'))?.[1];

  // The same number as the SMS goes: no new code, so the one just received is the one to enter.
  clock = new Date(REGISTERED_AT.getTime() + 120_000);
  const saved = await putProfile(t.app, user.token, { name: 'Ana Pop', email: user.email, phone: '0799 000 444' });
  expect(saved.json()).toMatchObject({ phone: '0799000444', phone_validated: false, phone_code: { sent: true } });
  expect(await outboxTo('+40799000444')).toHaveLength(1);

  const validated = await t.app.inject({ method: 'POST', url: '/public/auth/validate-phone-number', headers: bearer(user.token), payload: { code } });
  expect(validated.json()).toEqual({ phone_validated: true });
});

test('a new number saved while another tab has a code sent answers the saved details, not a refusal', async () => {
  clock = REGISTERED_AT;
  const user = await registerUser(t.app, { email: 'two-tabs@example.com', phone: '+40799000555' });
  clock = new Date(REGISTERED_AT.getTime() + 120_000);
  // Between the save's check of the cool-down and its code, another tab asks for a code for the
  // number just saved: the save's own code must wait.
  const updateProfile = t.app.repositories.users.updateProfile;
  const meanwhile = jest.spyOn(t.app.repositories.users, 'updateProfile').mockImplementationOnce(async (...args) => {
    const updated = await updateProfile(...args);
    const asked = await t.app.inject({ method: 'POST', url: '/public/auth/phone-code', headers: bearer(user.token), remoteAddress: '10.9.9.9' });
    expect(asked.statusCode).toBe(200);
    return updated;
  });
  try {
    const saved = await putProfile(t.app, user.token, { name: 'Ana Pop', email: user.email, phone: '+40 799 000 666' });
    expect(saved.statusCode).toBe(200);
    const account = (await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json();
    // What was saved, at the version saved: the form's next save is no conflict.
    expect(saved.json()).toMatchObject({ phone: '+40799000666', phone_validated: false, profile_version: account.profile_version, phone_code: { sent: true, resend_after_seconds: 60 } });
    // One code went to the new number: the other tab's.
    expect(await outboxTo('+40799000666')).toHaveLength(1);
  } finally {
    meanwhile.mockRestore();
  }
});
