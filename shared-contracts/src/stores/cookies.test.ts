import { deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => jest.restoreAllMocks());

it('writes, reads back and deletes an encoded cookie', () => {
  writeCookie('user', '{"name":"Ana; B"}');
  expect(readCookie('user')).toBe('{"name":"Ana; B"}');
  deleteCookie('user');
  expect(readCookie('user')).toBeNull();
});

it('does not mistake a cookie for another whose name it starts', () => {
  writeCookie('cart_token_old', 'a');
  expect(readCookie('cart_token')).toBeNull();
});

it('lasts 365 days on path / with SameSite=Strict, without Secure on plain http', () => {
  const set = jest.spyOn(document, 'cookie', 'set');
  writeCookie('language', 'es-ES');
  expect(set).toHaveBeenCalledWith('language=es-ES; Max-Age=31536000; Path=/; SameSite=Strict');
});
