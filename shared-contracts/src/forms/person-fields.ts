import { isValidEmail } from './email';

/**
 * The spec §5 rules for the name, e-mail and phone fields of the reservation, event, job and
 * contact forms, written once: the browser checks them before sending, the API again on arrival.
 * Each rule answers the problem's key (a text key in every language) or null.
 */
export type FieldProblem = 'full_name' | 'email' | 'phone' | 'message' | 'message_too_long';

/** An account's and an order's longest name too: a signed-in customer's name fills these forms. */
export const MAX_NAME_LENGTH = 120;
export const MAX_MESSAGE_LENGTH = 2000;
/** The schemas' bound; the digit rule below allows separators, so a phone could otherwise be longer. */
export const MAX_PHONE_LENGTH = 40;

/** The English sentences (spec §5 where it words them); the API answers with these. */
export const FIELD_PROBLEM_MESSAGES: Record<FieldProblem, string> = {
  full_name: 'Please enter your full name.',
  email: 'Your email address is invalid.',
  phone: 'Please enter your phone number: 6 to 15 digits, with spaces or dashes between them if you like (it may start with +).',
  message: 'Please write your message.',
  message_too_long: `Your message is too long: please write at most ${MAX_MESSAGE_LENGTH} characters.`,
};

/**
 * A line break or other control character (a tab, U+2028): a name and a phone are one line of the
 * e-mails that quote them, the confirmation sent to whatever address was typed in and the staff's
 * notification, so one with a break could write lines of its own ("Your table is cancelled...").
 */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * A name has at least one letter, in any script (Ștefan, 李雷, O'Brien): "😀😀 🍕" or "..." is none.
 * One longest name for every form, account and order (field-limits reads it), which their
 * schemas and inputs already hold to. One line (LINE_BREAKING).
 */
export function fullNameProblem(name: string): FieldProblem | null {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.length <= MAX_NAME_LENGTH && /\p{L}/u.test(trimmed) && !LINE_BREAKING.test(name) ? null : 'full_name';
}

export function emailProblem(email: string): FieldProblem | null {
  return isValidEmail(email) ? null : 'email';
}

/** Digits with the usual separators; between 6 and 15 digits (E.164 allows at most 15). One line: \s alone would let a line break through. */
export function phoneProblem(phone: string): FieldProblem | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(trimmed) && digits >= 6 && digits <= 15 && !LINE_BREAKING.test(phone) ? null : 'phone';
}

/**
 * A phone number as an account keeps it: digits with an optional leading +, its separators left
 * out, so "0722 123 456" and "0722-123-456" are one number (the API saves it so; the account's
 * screen tells by it whether the number typed is the one validated).
 */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** An empty message asks for one; one too long says the limit, not "write your message". */
export function messageProblem(message: string): FieldProblem | null {
  const trimmed = message.trim();
  if (trimmed.length === 0) return 'message';
  return trimmed.length <= MAX_MESSAGE_LENGTH ? null : 'message_too_long';
}
