import { useEffect, useState } from 'react';
import { isCorrectPoints, usablePoints, type PointsOffer } from 'shared-contracts/checkout/usable-points';
import { formatNumber } from 'shared-contracts/i18n/format-number';
import { updateCart } from 'shared-contracts/stores/cart';
import { NumberInput } from 'shared-contracts/ui/NumberInput';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getPointsOffer } from '../api/get-points-offer';

interface LoyaltyPointsFieldProps {
  /** What the order costs before points (total with benefits without them). */
  payable: number;
  points: number;
  /** Told whether the entry is incorrect: the checkout holds the order back until it is mended. */
  onIncorrect: (incorrect: boolean) => void;
}

/**
 * Spec §5 bonus points for a signed-in customer: the balance, the most this order may take (from
 * the server), entered through the shared number input; anything else is "incorrect" and spends 0,
 * and the order waits until it is mended: whoever asked for points does not pay the full price unawares.
 */
export function LoyaltyPointsField({ payable, points, onIncorrect }: LoyaltyPointsFieldProps) {
  const { t } = useCartTexts();
  const [offer, setOffer] = useState<PointsOffer | null>(null);
  const [text, setText] = useState(points > 0 ? String(points) : '');
  const [incorrect, setIncorrect] = useState(false);
  const usable = offer ? usablePoints(offer, payable) : 0;

  useEffect(() => {
    let live = true;
    getPointsOffer().then(
      (answer) => live && setOffer(answer),
      () => undefined, // Reported by the API client; the order goes on without points.
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    // The basket shrank (or the offer arrived) below the points entered: they no longer fit.
    if (offer && points > usable) {
      updateCart({ loyalty_points: 0 });
      setIncorrect(true);
    }
  }, [offer, points, usable]);

  const shown = Boolean(offer?.loyalty_active) && (offer?.balance ?? 0) > 0;
  useEffect(() => onIncorrect(shown && incorrect), [shown, incorrect, onIncorrect]);
  // Gone (signed out, or the offer taken back), it holds nothing back.
  useEffect(() => () => onIncorrect(false), [onIncorrect]);

  if (!offer || !shown) return null;

  function change(value: string) {
    setText(value);
    // Points are whole. A dot (a comma is read as one) is never a point's fraction: "1.000" or
    // "1,500" is a thousand written as the balance shows it, so it is refused, not read as 1.
    const entered = value.trim() === '' ? 0 : value.includes('.') ? Number.NaN : Number(value);
    const correct = isCorrectPoints(entered, usable);
    setIncorrect(!correct);
    updateCart({ loyalty_points: correct ? entered : 0 });
  }

  return (
    <section className="checkout__section" aria-labelledby="checkout-points">
      <h3 id="checkout-points" className="checkout__heading">{t('checkout.points.title')}</h3>
      <NumberInput
        label={t('checkout.points.label')}
        inputMode="numeric"
        value={text}
        onValueChange={change}
        hint={t('checkout.points.hint', { count: offer.balance, balance: formatNumber(offer.balance), usable: formatNumber(usable) })}
        error={incorrect ? t('checkout.points.incorrect') : undefined}
        // Checked as the points are typed (or the basket shrinks): no refused submit brings the focus here.
        announceError
        refusedText={t('checkout.points.refused')}
      />
    </section>
  );
}
