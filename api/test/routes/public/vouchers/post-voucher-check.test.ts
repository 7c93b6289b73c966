import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const check = (code: string) => t.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code } });

test('a valid code answers its voucher, whatever the case typed', async () => {
  const res = await check('nobeer15');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: 'NOBEER15', value_type: 'percent', value: 15, exclude_category_id: 7, value_currency: 0 });
});

test('an expired or unknown code is refused and changes nothing', async () => {
  for (const code of ['SUMMER2024', 'NOPE']) {
    const res = await check(code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This voucher code is not valid.');
  }
});

test('an unknown code is refused in the language the checkout is read in', async () => {
  const inLanguage = async (language: string) =>
    (await t.app.inject({ method: 'POST', url: '/public/vouchers/check', headers: { 'content-language': language }, payload: { code: 'NOPE' } })).json().message;
  expect(await inLanguage('es-ES')).toBe('Este código de vale no es válido.');
  expect(await inLanguage('lt-LT')).toBe('Šis kupono kodas negalioja.');
  expect(await inLanguage('ro-RO')).toBe('Acest cod de voucher nu este valid.');
});
