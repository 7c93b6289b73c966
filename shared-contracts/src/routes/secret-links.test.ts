import { href } from './named-routes';
import { isSecretLink } from './secret-links';

describe('the secret links', () => {
  it('are the e-mailed links whose address is the key', () => {
    expect(isSecretLink(href('auth.new-password', { id: 'a1b2' }))).toBe(true);
    expect(isSecretLink(href('auth.confirm-registration', { id: 'a1b2' }))).toBe(true);
    expect(isSecretLink(href('auth.confirm-email', { id: 'a1b2' }))).toBe(true);
    expect(isSecretLink('/account?delete=1772362800.the-signature')).toBe(true);
  });

  it('are found however the router would still show them', () => {
    expect(isSecretLink('/auth/new-password/a1b2/')).toBe(true);
    expect(isSecretLink('/AUTH/New-Password/a1b2')).toBe(true);
    expect(isSecretLink('/auth/new%2Dpassword/a1b2')).toBe(true);
    expect(isSecretLink('/account/?utm_source=mail&delete=x')).toBe(true);
  });

  it('include an address that carries one along, as the sign-in page carries its return path', () => {
    expect(isSecretLink(`/auth/login?next=${encodeURIComponent('/account?delete=1772362800.the-signature')}`)).toBe(true);
    expect(isSecretLink(`/auth/login?next=${encodeURIComponent('/account/orders')}`)).toBe(false);
  });

  it('are not the other screens', () => {
    for (const address of ['/', '/account', '/account/orders?delete=1', '/auth/login', '/auth/new-password', '/auth/register', '/p/new-password/1', '/search?q=delete']) {
      expect(isSecretLink(address)).toBe(false);
    }
  });
});
