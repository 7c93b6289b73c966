import type { FastifyRequest } from 'fastify';
import { accountMessage, type AccountMessageKey } from '../../../src/domain/account/account-messages';

const asked = (language: string) => ({ headers: { 'content-language': language } }) as unknown as FastifyRequest;

/** The refusals the sign-in and account screens show as they come (the e-mails are not among them). */
const SHOWN_ON_ACCOUNT_SCREENS: AccountMessageKey[] = [
  'sign_in_required', 'session_ended', 'login_failed', 'login_wait', 'registration_link_invalid', 'registration_email_taken', 'referral_invalid',
  'reset_link_invalid', 'phone_code_expired', 'phone_code_none', 'phone_code_used_up', 'phone_code_wrong', 'phone_code_spent', 'phone_wait', 'phone_missing',
  'phone_already_validated', 'old_password_wrong', 'password_wrong', 'email_change_link_invalid', 'email_taken',
  'google_unavailable', 'google_refused', 'addresses_full',
];

describe('account messages', () => {
  it.each(SHOWN_ON_ACCOUNT_SCREENS)('%s is in every language of the shop, not English in a Romanian shop', (key) => {
    const english = accountMessage(asked('en'), key, { seconds: 30 });
    for (const language of ['es', 'lt', 'ro']) expect(accountMessage(asked(language), key, { seconds: 30 })).not.toBe(english);
  });

  it('fills the placeholders in Romanian too', () => {
    expect(accountMessage(asked('ro'), 'phone_wait', { seconds: 42 })).toBe('Te rugăm să aștepți 42 s înainte de a cere un cod nou.');
  });

  it('writes the e-mails in Romanian too', () => {
    expect(accountMessage(asked('ro'), 'reset_subject')).toBe('Setează o parolă nouă');
    expect(accountMessage(asked('ro'), 'reset_body', { name: 'Ana', minutes: 60, link: 'https://shop.example/reset' })).toBe(
      'Bună, Ana,\n\ndeschide acest link ca să setezi o parolă nouă (funcționează o singură dată, timp de 60 min.):\n' +
        'https://shop.example/reset\n\nDacă nu ai cerut asta, ignoră acest e-mail.',
    );
  });
});
