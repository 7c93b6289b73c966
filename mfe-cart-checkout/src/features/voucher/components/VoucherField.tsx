import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Voucher } from 'shared-contracts/types/voucher';
import { moneyDecimals } from 'shared-contracts/pricing/cost-lines';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { roundMoney } from 'shared-contracts/pricing/round-money';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { VOUCHER_CODE_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { useFocusAfterRender } from '../../checkout/use-focus-after-render';
import { applyVoucher, removeVoucher, type ApplyVoucherResult } from '../apply-voucher';
import { $typedVoucherCode } from '../typed-voucher-code';
import { $voucherRefusedAtOrder } from '../refused-at-order';

interface VoucherFieldProps {
  voucher: Voucher | null;
  currency: string;
  /** What the products must still add before the voucher's own minimum (shared pricing missingForVoucher). */
  missing: number;
}

/**
 * The voucher code entry of the checkout; the applied voucher shows with a way to remove it, and,
 * below its own minimum order, how much more the order needs before it counts (spec §5).
 */
export function VoucherField({ voucher, currency, missing }: VoucherFieldProps) {
  const { t } = useCartTexts();
  const code = useStore($typedVoucherCode);
  const refusedAtOrder = useStore($voucherRefusedAtOrder);
  // Anything done here answers the refusal the order got for the voucher.
  const setCode = (typed: string) => {
    $voucherRefusedAtOrder.set(null);
    $typedVoucherCode.set(typed);
  };
  // What the field says under it: the API's refusal, or no code typed at all.
  const [outcome, setOutcome] = useState<Exclude<ApplyVoucherResult, { outcome: 'applied' }> | { outcome: 'required' } | null>(null);
  const [busy, setBusy] = useState(false);
  // Applying replaces the code field with the voucher and its Remove button, removing replaces them
  // with the field: the keyboard goes to what took the place of the control it was on.
  const [removeButton, focusRemove] = useFocusAfterRender<HTMLButtonElement>();
  const [codeField, focusCode] = useFocusAfterRender<HTMLInputElement>();

  async function apply() {
    $voucherRefusedAtOrder.set(null);
    if (code.trim() === '') {
      // Nothing to ask the API about: said on the field, and the keyboard taken back to it from Apply.
      setOutcome({ outcome: 'required' });
      focusCode();
      return;
    }
    setBusy(true);
    try {
      const result = await applyVoucher(code);
      setOutcome(result.outcome === 'applied' ? null : result);
      if (result.outcome === 'applied') {
        setCode('');
        focusRemove();
      }
    } catch {
      // Reported by the API client.
    } finally {
      setBusy(false);
    }
  }

  if (voucher) {
    // The cart keeps the voucher's value in cents; the cost lines take it off in the currency's
    // units (whole yen), and the two must say the same amount.
    const value = roundMoney(voucher.value_currency, moneyDecimals(currency));
    return (
      <div className="checkout__voucher" role="status">
        <p>
          {missing > 0
            ? t('voucher.waiting', { code: voucher.code, missing: formatMoney(missing, currency) })
            : t('voucher.applied', { code: voucher.code, value: formatMoney(value, currency) })}
        </p>
        <Button
          ref={removeButton}
          variant="secondary"
          onClick={() => {
            removeVoucher();
            $voucherRefusedAtOrder.set(null);
            focusCode();
          }}
        >
          {t('voucher.remove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="checkout__voucher checkout__voucher--entry">
      <Field
        ref={codeField}
        label={t('voucher.code')}
        value={code}
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoComplete="off"
        // Why the order was refused for the voucher it dropped (newer than any answer to Apply, and
        // gone once a code is typed, applied or removed here); else the API's reason when it gave
        // one ("sign in to use it"), else our words.
        error={refusedAtOrder ?? (outcome ? ((outcome.outcome === 'invalid' && outcome.reason) || t(`voucher.${outcome.outcome}`)) : undefined)}
        // Applied with Enter, the focus stays here, and a refusal leaves it on Apply: nothing else reads it.
        announceError
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
      />
      <Button variant="secondary" busy={busy} className="checkout__voucher-apply" onClick={() => void apply()}>{t('voucher.apply')}</Button>
    </div>
  );
}
