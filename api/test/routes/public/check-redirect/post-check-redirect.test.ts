import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function checkRedirect(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/public/check-redirect', payload: payload as object });
}

test('an old menu URL gives its new address', async () => {
  const res = await checkRedirect({ url: '/drinks/beverages' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ redirectUrl: '/drinks/2' });
});

test('origin, query, trailing slash and case do not matter', async () => {
  const res = await checkRedirect({ url: 'https://shop.example/Food/Pizzas/?utm=x' });
  expect(res.json()).toEqual({ redirectUrl: '/pizza/1/1' });
});

test('a URL that never existed gives null (the page then shows 404)', async () => {
  expect((await checkRedirect({ url: '/drinks/whatever' })).json()).toEqual({ redirectUrl: null });
});

test('a body without url is refused with a message', async () => {
  const res = await checkRedirect({ link: '/drinks/beverages' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Field "url" is required.' });
  const empty = await checkRedirect({ url: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toBe('Field "url" must NOT have fewer than 1 characters.');
});
