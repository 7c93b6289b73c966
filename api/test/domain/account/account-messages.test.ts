import type { FastifyRequest } from 'fastify';
import { accountMessage, type AccountMessageKey } from '../../../src/domain/account/account-messages';

const asked = (language: string) => ({ headers: { 'content-language': language } }) as unknown as FastifyRequest;

/** The refusals the sign-in and account screens show as they come (the e-mails are not among them). */
const SHOWN_ON_ACCOUNT_SCREENS: AccountMessageKey[] = [
  'sign_in_required', 'session_ended', 'login_failed', 'login_wait', 'account_password_wait', 'registration_link_invalid', 'registration_email_taken', 'referral_invalid',
  'reset_link_invalid', 'phone_code_expired', 'phone_code_none', 'phone_code_used_up', 'phone_code_wrong', 'phone_code_spent', 'phone_wait', 'phone_missing',
  'phone_already_validated', 'old_password_wrong', 'password_wrong', 'email_change_link_invalid', 'email_taken',
  'google_unavailable', 'google_refused', 'addresses_full', 'delete_by_link', 'delete_link_invalid', 'delete_by_password',
];

/** The e-mails (subject and body) and the SMS a customer gets. */
const NAMING_THE_SHOP: AccountMessageKey[] = [
  'registration_subject', 'registration_body', 'account_exists_subject', 'account_exists_body', 'reset_subject', 'reset_body',
  'email_change_subject', 'email_change_body', 'email_change_taken_subject', 'email_change_taken_body',
  'password_changed_subject', 'password_changed_body', 'email_changed_subject', 'email_changed_body', 'account_deletion_subject', 'account_deletion_body', 'sms_code',
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
    expect(accountMessage(asked('ro'), 'reset_subject', { shop: 'Casa Aurora' })).toBe('Setează o parolă nouă pentru contul tău de la Casa Aurora');
    expect(accountMessage(asked('ro'), 'reset_body', { name: 'Ana', minutes: 60, link: 'https://shop.example/reset', shop: 'Casa Aurora' })).toBe(
      'Bună, Ana,\n\ndeschide acest link ca să setezi o parolă nouă pentru contul tău de la Casa Aurora (funcționează o singură dată, timp de 60 min.):\n' +
        'https://shop.example/reset\n\nDacă nu ai cerut asta, ignoră acest e-mail.',
    );
  });

  // Spec §1: one brand a deployment, named in its website settings; a customer of several shops
  // must tell which one wrote before opening a link or typing a code.
  it.each(NAMING_THE_SHOP)('%s names the shop it comes from, in every language', (key) => {
    for (const language of ['en', 'es', 'lt', 'ro']) {
      expect(accountMessage(asked(language), key, { shop: 'Brâncuși, "Bistro"', name: 'Ana', code: '1234' })).toContain('Brâncuși, "Bistro"');
    }
  });
});
