import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isCorrectPoints, usablePoints, type PointsOffer } from 'shared-contracts/checkout/usable-points';
import { formatNumber } from 'shared-contracts/i18n/format-number';
import { updateCart } from 'shared-contracts/stores/cart';
import { NumberInput } from 'shared-contracts/ui/NumberInput';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { getPointsOffer } from '../api/get-points-offer';
import { $pointsRefusals } from '../points-refused';

interface LoyaltyPointsFieldProps {
  /** What the order costs before points (total with benefits without them). */
  payable: number;
  points: number;
  /** Told whether the entry is incorrect: the checkout holds the order back until it is mended. */
  onIncorrect: (incorrect: boolean) => void;
}

/**
 * The points typed. Points are whole. A dot (a comma is read as one) is never a point's fraction:
 * "1.000" or "1,500" is a thousand written as the balance shows it, so it is refused, not read as 1.
 */
function enteredPoints(value: string): number {
  return value.trim() === '' ? 0 : value.includes('.') ? Number.NaN : Number(value);
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
  // Asked on opening, and again after the API refused the points: the balance read then may be spent.
  const refusals = useStore($pointsRefusals);

  useEffect(() => {
    let live = true;
    getPointsOffer().then(
      (answer) => live && setOffer(answer),
      () => undefined, // Reported by the API client; the order goes on without points.
    );
    return () => {
      live = false;
    };
  }, [refusals]);

  // The points this field last put on the cart (0 for an entry refused): others came from elsewhere.
  const sent = useRef(points);
  useEffect(() => {
    if (points === sent.current) return;
    // Changed in another tab (cart-sync): the order spends those, so the field shows them.
    sent.current = points;
    setIncorrect(false);
    if (points !== enteredPoints(text)) setText(points > 0 ? String(points) : '');
    // Run for the cart's points only: what this field puts there is marked in `sent` as it goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points]);

  useEffect(() => {
    if (!offer) return;
    if (points > usable) {
      // The basket shrank (or the offer arrived, or a smaller balance) below the points entered:
      // they no longer fit. The entry stays on screen, marked.
      sent.current = 0;
      updateCart({ loyalty_points: 0 });
      setIncorrect(true);
      return;
    }
    // The entry refused as too many fits again (the product is back): spent as typed, the error gone.
    // Typing never gets here: change() leaves an entry that fits marked correct.
    const entered = enteredPoints(text);
    if (incorrect && isCorrectPoints(entered, usable)) {
      setIncorrect(false);
      sent.current = entered;
      updateCart({ loyalty_points: entered });
    }
  }, [offer, points, usable, text, incorrect]);

  const shown = Boolean(offer?.loyalty_active) && (offer?.balance ?? 0) > 0;
  useEffect(() => onIncorrect(shown && incorrect), [shown, incorrect, onIncorrect]);
  // Gone (signed out, or the offer taken back), it holds nothing back.
  useEffect(() => () => onIncorrect(false), [onIncorrect]);

  if (!offer || !shown) return null;

  function change(value: string) {
    setText(value);
    const entered = enteredPoints(value);
    const correct = isCorrectPoints(entered, usable);
    setIncorrect(!correct);
    sent.current = correct ? entered : 0;
    updateCart({ loyalty_points: sent.current });
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
