import type { Language } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { HttpError } from '../../http-error';
import { paymentRefusal } from './payment-refusal';
import { PAYMENT_TEXTS } from './payment-texts';

/**
 * Issue 7: a share the organiser took over is no longer its participant's to pay. A payment under
 * the participant's token (a screen they opened before) is refused saying who pays it now; null
 * when the share, named by that token or by its id, was not taken over.
 */
export async function shareTakenOver(app: App, share: { formerToken: string } | { id: number }, language: Language): Promise<HttpError | null> {
  const organiser = await app.repositories.payments.shareTakenOverBy(share);
  return organiser === null ? null : paymentRefusal(409, PAYMENT_TEXTS.share_taken_over, language, { organiser });
}
