import { jest } from '@jest/globals';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, emailedLinkId, registerUser, type Registered } from '../../../helpers/accounts';

/**
 * The account page open in two tabs: a save from the tab loaded before the other one saved is
 * refused (409) with the details as saved now, and writes nothing back over the other tab's change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

type Profile = { name: string; email: string; phone: string; profile_version: number };

/** What the profile form holds of the details: the fields it edits and the revision they are. */
function formOf({ name, email, phone, profile_version }: Profile): Profile {
  return { name, email, phone, profile_version };
}

async function loaded(user: Registered): Promise<Profile> {
  return formOf((await t.app.inject({ method: 'GET', url: '/public/account', headers: bearer(user.token) })).json());
}

function save(user: Registered, body: object, language = 'en') {
  return t.app.inject({ method: 'PUT', url: '/public/account', headers: { ...bearer(user.token), 'content-language': language }, payload: body });
}

test('of two saves from the same loaded details, the second is refused and the first change stays', async () => {
  const user = await registerUser(t.app, { name: 'Ana Pop' });
  const form = await loaded(user);
  const tabA = await save(user, { ...form, name: 'Ana Maria Pop' });
  expect(tabA.statusCode).toBe(200);
  expect(tabA.json().profile_version).toBe(form.profile_version + 1);

  const tabB = await save(user, { ...form, phone: '+40 799 111 222' });
  expect(tabB.statusCode).toBe(409);
  expect(tabB.json()).toMatchObject({
    statusCode: 409,
    message: 'Your details were changed in another tab or window. Here they are as saved now; make your change again.',
    account: { name: 'Ana Maria Pop', phone: user.phone, profile_version: form.profile_version + 1 },
  });
  expect(await loaded(user)).toMatchObject({ name: 'Ana Maria Pop', email: user.email, phone: user.phone, profile_version: form.profile_version + 1 });
  // Refused means nothing happened: no code texted to the number it tried to set.
  expect(await t.app.repositories.outbox.list({ recipient: '+40799111222', limit: 1 })).toEqual([]);

  // Made again over the details as saved now, the change is kept with the other tab's.
  const again = await save(user, { ...formOf(tabB.json().account), phone: '+40 799 111 222' });
  expect([again.statusCode, again.json().name, again.json().phone]).toEqual([200, 'Ana Maria Pop', '+40799111222']);
});

test('two saves sent at once from the same loaded details, both past their reading of the profile: exactly one is kept', async () => {
  const user = await registerUser(t.app, { name: 'Ana Pop' });
  const form = await loaded(user);
  // Each save waits at its write until the other has got there too: both have read the same
  // revision, so only the write itself (compare-and-set) can tell which one came second.
  const users = t.app.repositories.users;
  const write = users.updateProfile.bind(users);
  let arrived = 0;
  let bothThere!: () => void;
  const both = new Promise<void>((resolve) => (bothThere = resolve));
  const held = jest.spyOn(users, 'updateProfile').mockImplementation(async (...args) => {
    arrived += 1;
    if (arrived === 2) bothThere();
    await both;
    return write(...args);
  });
  try {
    const answers = await Promise.all(['Ana Maria Pop', 'Ana Ioana Pop'].map((name) => save(user, { ...form, name })));
    expect(held).toHaveBeenCalledTimes(2);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)!.json().name;
    expect(await loaded(user)).toMatchObject({ name: kept, profile_version: form.profile_version + 1 });
  } finally {
    held.mockRestore();
  }
});

test('the refusal is said in the language of the request', async () => {
  const user = await registerUser(t.app);
  const form = await loaded(user);
  await save(user, { ...form, name: 'Ana Maria Pop' });
  const said = async (language: string) => (await save(user, { ...form, name: 'Ana Pop' }, language)).json().message;
  expect(await said('es')).toMatch(/^Tus datos se han cambiado en otra pestaña o ventana/);
  expect(await said('lt')).toMatch(/^Jūsų duomenys buvo pakeisti kitame skirtuke ar lange/);
  expect(await said('ro')).toMatch(/^Datele tale au fost modificate în altă filă sau fereastră/);
});

test('a new e-mail address confirmed from its link is a change too: a form loaded before it is refused', async () => {
  const user = await registerUser(t.app);
  const asked = await save(user, { ...(await loaded(user)), email: 'newer@example.com', password: user.password });
  const form = formOf(asked.json());
  await t.app.inject({ method: 'POST', url: '/public/auth/confirm-email', headers: bearer(user.token), payload: { id: await emailedLinkId(t.app, 'newer@example.com', 'confirm-email') } });
  const stale = await save(user, form);
  expect([stale.statusCode, stale.json().account.email]).toEqual([409, 'newer@example.com']);
  expect((await loaded(user)).email).toBe('newer@example.com');
});

test('a save without the version it was loaded with is refused as malformed', async () => {
  const user = await registerUser(t.app);
  const { name, email, phone } = await loaded(user);
  const response = await save(user, { name, email, phone });
  expect([response.statusCode, response.json().message]).toEqual([400, 'Field "profile_version" is required.']);
});
