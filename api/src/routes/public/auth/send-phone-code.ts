import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { PHONE_CODE_MINUTES, PHONE_CODE_RESEND_SECONDS, addMinutes } from '../../../domain/account/account-rules';
import { hashOpaqueToken, newPhoneCode } from '../../../domain/account/opaque-token';
import type { UserRow } from '../../../repositories/users-repository';
import { HttpError } from '../../../http-error';
import { accountMessage } from '../../../domain/account/account-messages';
import { smsRecipient } from '../../../domain/account/sms-recipient';
import { phoneCodeDay } from '../../../domain/account/phone-code-days';
import { brandContact } from '../../../domain/account/account-change-notices';
import type { CountedPhoneCode } from './phone-code-budget';

/** Seconds until a new code may be sent; 0 when it may be sent now. */
export async function resendWaitSeconds(app: App, userId: number): Promise<number> {
  const last = await app.repositories.phoneCodes.find(userId);
  if (!last) return 0;
  const elapsed = (app.now().getTime() - new Date(last.sent_at).getTime()) / 1000;
  return Math.max(0, Math.ceil(PHONE_CODE_RESEND_SECONDS - elapsed));
}

/** What became of a code asked for: sent, held by the resend cool-down (the seconds still to wait), or refused for the day. */
export type PhoneCodeSending = { sent: true } | { waitSeconds: number } | { dayFull: true };

/**
 * Spec §5: a 4-digit code by SMS, through the outbox; refused during the resend cool-down (429),
 * and then no SMS goes. The code was counted against the caller's address first (countPhoneCode).
 * Past the day's codes for the account or its number (phone-code-days) it is refused too (429),
 * in words that say to try tomorrow or to contact the restaurant.
 */
export async function sendPhoneCode(app: App, request: FastifyRequest, user: UserRow, counted: CountedPhoneCode): Promise<void> {
  const sending = await sendPhoneCodeUnlessWaiting(app, request, user, counted);
  if ('waitSeconds' in sending) throw new HttpError(429, accountMessage(request, 'phone_wait', { seconds: sending.waitSeconds }));
  if ('dayFull' in sending) throw new HttpError(429, accountMessage(request, 'phone_codes_day_full', { contact: await brandContact(app) }));
}

/**
 * The same, for a caller that has already saved something and must answer it: during the resend
 * cool-down, or past the day's codes, no SMS goes, and what held it is returned instead of refused.
 */
export async function sendPhoneCodeUnlessWaiting(app: App, request: FastifyRequest, user: UserRow, _counted: CountedPhoneCode): Promise<PhoneCodeSending> {
  // An account made with Google has no number until the customer adds one to their details.
  if (!user.phone) throw new HttpError(422, accountMessage(request, 'phone_missing'));
  const code = newPhoneCode();
  const now = app.now();
  // The cool-down and the day's counts are checked by the write itself (a check before it let two
  // requests both pass); refused, the last code stays as it was.
  const written = await app.repositories.phoneCodes.replace(
    {
      user_id: user.id,
      phone: user.phone,
      code_hash: hashOpaqueToken(`${user.id}:${code}`),
      sent_at: now,
      expires_at: addMinutes(now, PHONE_CODE_MINUTES),
    },
    new Date(now.getTime() - PHONE_CODE_RESEND_SECONDS * 1000),
    (await phoneCodeDay(app, user.id, user.phone)).codes,
  );
  // At least a second: the code that won was sent a moment ago.
  if (written === 'waiting') return { waitSeconds: Math.max(1, await resendWaitSeconds(app, user.id)) };
  if (written === 'day_full') return { dayFull: true };
  const website = await app.repositories.website.website();
  await app.repositories.outbox.enqueue({
    channel: 'sms',
    recipient: smsRecipient(user.phone, website.country_code),
    // The brand's name, as the e-mails say it: an SMS sender is often just a number.
    body: accountMessage(request, 'sms_code', { code, minutes: PHONE_CODE_MINUTES, shop: website.name }),
  });
  return { sent: true };
}
