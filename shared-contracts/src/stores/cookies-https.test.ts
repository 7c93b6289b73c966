/**
 * @jest-environment-options {"url": "https://shop.test/"}
 */
import { writeCookie } from './cookies';

it('marks cookies Secure on https', () => {
  const set = jest.spyOn(document, 'cookie', 'set');
  writeCookie('language', 'es-ES');
  expect(set).toHaveBeenCalledWith('language=es-ES; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
});
