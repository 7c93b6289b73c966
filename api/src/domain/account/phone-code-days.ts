import { createHmac } from 'node:crypto';
import type { App } from '../../app-instance';
import type { DayCounts } from '../../repositories/phone-codes-repository';
import { storeClock } from '../later-slots';
import { brandTimeZone } from '../website-settings';
import { normalisePhone } from './account-rules';
import { smsRecipient } from './sms-recipient';

/**
 * The most SMS codes sent in one of the brand's days to one account, and to one number from all
 * accounts together, whichever call sends them (asking, changing the number, confirming a
 * registration). A customer needs one, two or three if an SMS is late or they change their number;
 * ten is several bad days in one, and a family sharing one phone across accounts still fits. The
 * per-address limits (PHONE_CODE_RATE_LIMIT) hold one caller, not many: without these, any number
 * could be texted once a minute all day, at the brand's cost (SMS toll fraud), and a stranger's
 * phone kept buzzing.
 */
export const PHONE_CODES_PER_ACCOUNT_PER_DAY = 10;
export const PHONE_CODES_PER_NUMBER_PER_DAY = 10;
/**
 * The most codes tried in one of the brand's days by one account, and at one number from all
 * accounts together: four codes' five tries each (PHONE_CODE_MAX_ATTEMPTS). A customer mistypes a
 * code once or twice. A new code gives five tries again, so without these an account could try
 * 7,200 of the 10,000 codes a day and, in a day or so, validate a number it does not own (which a
 * friend's referral points wait on); with them, a day's guesses at one number hit it once in 500.
 * A right code counts too, as the try is taken before the code is compared; it ends the guessing.
 */
export const PHONE_CODE_TRIES_PER_ACCOUNT_PER_DAY = 20;
export const PHONE_CODE_TRIES_PER_NUMBER_PER_DAY = 20;

/**
 * What the shop keeps of a number it counts codes for: a keyed hash, as referredPhoneKey keeps a
 * referred friend's, with its own prefix; the number read as its SMS goes, so "0722 111 222" and
 * "+40722111222" are one count.
 */
export function phoneCodeNumberKey(phone: string, brandCountry: string, secret: string): string {
  return createHmac('sha256', secret).update(`phone-code-number:${smsRecipient(normalisePhone(phone), brandCountry)}`).digest('hex');
}

/**
 * Today's counts, on the brand's clock (so the "tomorrow" a refused customer is told of is
 * theirs), that one more code (`codes`) or one more try (`tries`) for this account's number goes
 * into, each with its most.
 */
export async function phoneCodeDay(app: App, userId: number, phone: string): Promise<{ codes: DayCounts; tries: DayCounts }> {
  const website = await app.repositories.website.website();
  const day = storeClock(app.now(), brandTimeZone(website)).date;
  const account = `account:${userId}`;
  const number = `number:${phoneCodeNumberKey(phone, website.country_code, app.signingSecret)}`;
  return {
    codes: { day, limits: [{ subject: account, max: PHONE_CODES_PER_ACCOUNT_PER_DAY }, { subject: number, max: PHONE_CODES_PER_NUMBER_PER_DAY }] },
    tries: { day, limits: [{ subject: account, max: PHONE_CODE_TRIES_PER_ACCOUNT_PER_DAY }, { subject: number, max: PHONE_CODE_TRIES_PER_NUMBER_PER_DAY }] },
  };
}
