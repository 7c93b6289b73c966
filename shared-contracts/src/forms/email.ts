/**
 * Spec §5 "Email must be valid": the one e-mail rule of every form (account, checkout, reservations,
 * events, jobs, contact), in the browser and in the API.
 *
 * It is ajv-formats' `email` format in its default ("full") mode, which is what Fastify's schema
 * compiler loads for `format: 'email'`. Being the same rule, an address a form lets through is never
 * refused by a request schema with a developer's English sentence; api/test/routes/public/email-rule.test.ts
 * holds the two together. ASCII only: an address the API cannot take is better refused in the form,
 * in the customer's language.
 */
const AJV_FULL_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** RFC 5321: a longer address cannot be delivered to, so no confirmed account can have one. */
export const EMAIL_MAX_LENGTH = 254;

/** Checked as sent: every form trims the address before sending it. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && AJV_FULL_EMAIL.test(email);
}
