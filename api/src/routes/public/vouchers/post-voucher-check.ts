import { Type } from '@sinclair/typebox';
import { VOUCHER_CODE_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import type { App } from '../../../app-instance';
import { contentLanguageOf } from '../../../domain/language';
import { vouchersOffRefusal } from '../../../domain/vouchers/brand-vouchers';
import { voucherHolderMessage, voucherHolderRefusal } from '../../../domain/vouchers/voucher-holder';
import { refusedCodeMessage } from '../../../domain/vouchers/refused-code';
import { voucherCheckDay } from '../../../domain/vouchers/voucher-validity';
import { HttpError } from '../../../http-error';
import { storeIdHeader } from '../../store-id-header';
import { signedInUserOrGuest } from '../account/signed-in-user';
import { StoreIdHeaders } from '../account/account-orders-schemas';
import { answers } from '../../common-schemas';

/**
 * POST public/vouchers/check: the voucher behind a code, if valid today (at the X-Store-Id store) and this customer's to use
 * (a voucher given to accounts is its holder's, once; a code given to none is for all). The
 * browser values it on its cart with the shared pricing module; placing the order values it again
 * from this record.
 */
export function postVoucherCheckRoute(app: App): void {
  app.post(
    '/public/vouchers/check',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Check a voucher code',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: VOUCHER_CODE_MAX_LENGTH }) }, { additionalProperties: false }),
        headers: StoreIdHeaders,
        response: answers(Type.Any(), 400, 401, 422, 429),
      },
    },
    async (request) => {
      const language = contentLanguageOf(request);
      const vouchersOff = vouchersOffRefusal(await app.repositories.website.website(), language);
      if (vouchersOff) throw new HttpError(422, vouchersOff);
      const day = await voucherCheckDay(app, storeIdHeader(request.headers['x-store-id']));
      const voucher = await app.repositories.vouchers.findValid(request.body.code, day);
      if (!voucher) throw new HttpError(422, await refusedCodeMessage(app, request.body.code, day, language));
      const user = await signedInUserOrGuest(app, request);
      const refusal = voucherHolderRefusal(await app.repositories.loyalty.voucherHolding(voucher.code, user?.id ?? null), user?.id ?? null);
      if (refusal) throw new HttpError(422, voucherHolderMessage(refusal, language));
      return voucher;
    },
  );
}
