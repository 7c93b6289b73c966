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

test('an expired or unknown code is refused, saying which, and changes nothing', async () => {
  for (const [code, message] of [
    ['SUMMER2024', 'This voucher code has expired.'],
    ['NOPE', 'This voucher code is not valid.'],
  ]) {
    const res = await check(code!);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  }
});

test('a code before its first day is refused as not valid yet, in the language asked', async () => {
  const early = await buildTestApp({ now: () => new Date('2024-12-01T10:00:00Z') });
  try {
    const refusal = async (language: string) =>
      (await early.app.inject({ method: 'POST', url: '/public/vouchers/check', headers: { 'content-language': language }, payload: { code: 'AURORA10' } })).json().message;
    expect(await refusal('en-GB')).toBe('This voucher code is not valid yet.');
    expect(await refusal('es-ES')).toBe('Este código de vale todavía no es válido.');
  } finally {
    await early.close();
  }
});

test('an unknown code is refused in the language the checkout is read in', async () => {
  const inLanguage = async (language: string) =>
    (await t.app.inject({ method: 'POST', url: '/public/vouchers/check', headers: { 'content-language': language }, payload: { code: 'NOPE' } })).json().message;
  expect(await inLanguage('es-ES')).toBe('Este código de vale no es válido.');
  expect(await inLanguage('lt-LT')).toBe('Šis kupono kodas negalioja.');
  expect(await inLanguage('ro-RO')).toBe('Acest cod de voucher nu este valid.');
});
