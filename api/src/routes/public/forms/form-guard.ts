import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  emailProblem,
  fullNameProblem,
  phoneProblem,
  type FieldProblem,
} from 'shared-contracts/forms/person-fields';
import { formMessage } from '../../../domain/forms/form-messages';
import { HttpError } from '../../../http-error';

/** Every form route opts into the rate limit: ten sends a minute per address is more than a person needs. */
export const FORM_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** A field hidden from people (and labelled "leave empty" for screen readers); bots fill it in. */
export const Honeypot = Type.Optional(Type.String({ maxLength: 500, description: 'Leave empty.' }));

/** A retried submit sends the same key and gets the first answer, never a second booking. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, description: 'One key per form fill.' }),
});

/**
 * The contact and job forms' key of a form fill: a retry after a lost answer gets the first send's
 * answer, and the restaurant hears of it once. Optional, as forms built before it send none.
 */
export const OptionalIdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100, description: 'One key per form fill.' })),
});

/** A person whose browser filled the honeypot reads why, in their language. */
export function refuseBots(honeypot: string | undefined, request: Pick<FastifyRequest, 'headers'>): void {
  if (honeypot && honeypot.trim() !== '') throw new HttpError(422, formMessage(request, 'bot_refused'));
}

/** The request field each person-field problem is about. */
const PROBLEM_FIELD: Record<FieldProblem, string> = { full_name: 'name', email: 'email', phone: 'phone', message: 'message', message_too_long: 'message' };

/** 422 with the first problem's sentence in the request's language and its field: the form shows it there. */
export function requireFields(request: Pick<FastifyRequest, 'headers'>, checks: (FieldProblem | null)[]): void {
  const problem = checks.find((check) => check !== null);
  if (problem) throw new HttpError(422, formMessage(request, problem), PROBLEM_FIELD[problem]);
}

export function personChecks(person: { name: string; email: string; phone?: string }): (FieldProblem | null)[] {
  return [
    fullNameProblem(person.name),
    emailProblem(person.email),
    person.phone === undefined ? null : phoneProblem(person.phone),
  ];
}
