import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { hashOpaqueToken } from '../../../domain/account/opaque-token';
import type { UserRow } from '../../../repositories/users-repository';
import { HttpError } from '../../../http-error';
import { accountMessage } from '../../../domain/account/account-messages';

/** The hash of the request's bearer token (spec §7), or undefined without one. */
export function bearerTokenHash(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ? hashOpaqueToken(match[1]) : undefined;
}

/**
 * The account the bearer token belongs to. Without a valid token: 401, which the browser's error
 * catalogue answers by logging out and opening /auth/login (spec §8), showing the answer's sentence:
 * a token that no longer counts says the customer was signed out.
 */
export async function signedInUser(app: App, request: FastifyRequest): Promise<UserRow> {
  const tokenHash = bearerTokenHash(request);
  const userId = tokenHash ? await app.repositories.userTokens.userIdFor(tokenHash, app.now()) : undefined;
  const user = userId === undefined ? undefined : await app.repositories.users.findById(userId);
  if (!user) throw new HttpError(401, accountMessage(request, tokenHash ? 'session_ended' : 'sign_in_required'));
  return user;
}

/**
 * For calls guests may make too (placing an order): null without a bearer token, the account with
 * a valid one, and 401 for a token that is no longer valid, as for every signed-in call.
 */
export async function signedInUserOrGuest(app: App, request: FastifyRequest): Promise<UserRow | null> {
  return bearerTokenHash(request) === undefined ? null : signedInUser(app, request);
}
