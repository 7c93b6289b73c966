import { formatMoney } from 'shared-contracts/pricing/format-money';
import type { Language, Translated } from 'shared-contracts/types/language';
import type { App } from '../../app-instance';
import type { GroupOrderRow } from '../../repositories/group-orders-repository';
import { translate } from '../language';
import { minimumUnmet } from '../payments/payment-provider';
import type { GroupOrderAmounts, MemberAmounts } from './group-order-amounts';

/**
 * The least the card provider charges (Stripe: 2 lei), when `amount`, what one payer of a split
 * group order owes, is above 0 and under it; null otherwise, and when the provider names none.
 * Each payer pays by their own card once the order is placed: such an amount could never be paid
 * (payments' belowMinimumRefusal refuses its start), and a share taken over after placing is still
 * paid on its own, so it is settled before the group order completes.
 */
export function cardMinimumUnmet(app: App, group: Pick<GroupOrderRow, 'payment_mode'>, amount: number, currency: string): number | null {
  if (group.payment_mode !== 'split' || amount <= 0) return null;
  const card = app.paymentProviders.card;
  return card ? minimumUnmet(card, amount, currency) : null;
}

/**
 * Those who would pay by card less than its provider charges, and that least charge; null when
 * nobody would. They add food, or the organiser pays for them.
 */
export function payersUnderCardMinimum(app: App, group: GroupOrderRow, amounts: GroupOrderAmounts): { minimum: number; payers: MemberAmounts[] } | null {
  const payers: MemberAmounts[] = [];
  let minimum: number | null = null;
  for (const member of amounts.members) {
    const unmet = cardMinimumUnmet(app, group, member.amountDue, amounts.currency);
    if (unmet === null) continue;
    payers.push(member);
    minimum = unmet;
  }
  return minimum === null ? null : { minimum, payers };
}

/** A confirmation refused because what its participant would pay is under the card minimum. */
export interface UnderCardMinimum {
  minimum: number;
  amount: number;
  currency: string;
  /** The organiser cannot be paid for: they add food. */
  organiser: boolean;
}

const TEXTS = {
  participant: {
    en: 'Paying by card online takes at least {minimum}, and your share comes to <strong>{amount}</strong>, so it could not be paid on its own. Add food to your order, or ask the organiser to pay for you, before you confirm.',
    es: 'El pago con tarjeta en línea admite al menos {minimum}, y tu parte suma <strong>{amount}</strong>, así que no se podría pagar por separado. Añade productos a tu pedido, o pide al organizador que pague por ti, antes de confirmar.',
    lt: 'Kortele internetu galima mokėti ne mažiau kaip {minimum}, o jūsų dalis yra <strong>{amount}</strong>, todėl jos nepavyktų apmokėti atskirai. Prieš patvirtindami pridėkite produktų į savo užsakymą arba paprašykite organizatoriaus sumokėti už jus.',
    ro: 'Plata cu cardul online acceptă cel puțin {minimum}, iar partea ta este de <strong>{amount}</strong>, așa că nu ar putea fi plătită separat. Adaugă produse în comanda ta sau cere-i organizatorului să plătească pentru tine, înainte să confirmi.',
  },
  organiser: {
    en: 'Paying by card online takes at least {minimum}, and what you pay comes to <strong>{amount}</strong>, so it could not be paid. Add food to your order before you confirm.',
    es: 'El pago con tarjeta en línea admite al menos {minimum}, y lo que pagas suma <strong>{amount}</strong>, así que no se podría pagar. Añade productos a tu pedido antes de confirmar.',
    lt: 'Kortele internetu galima mokėti ne mažiau kaip {minimum}, o jūsų mokama suma yra <strong>{amount}</strong>, todėl jos nepavyktų apmokėti. Prieš patvirtindami pridėkite produktų į savo užsakymą.',
    ro: 'Plata cu cardul online acceptă cel puțin {minimum}, iar ce plătești tu este de <strong>{amount}</strong>, așa că nu ar putea fi plătit. Adaugă produse în comanda ta înainte să confirmi.',
  },
} satisfies Record<string, Translated>;

/** Why the confirmation is refused, in `language`: the minimum, the amount, and the way out (HTML, for the red notice). */
export function underCardMinimumMessage(under: UnderCardMinimum, language: Language): string {
  const money = (value: number) => formatMoney(value, under.currency, undefined, language);
  return translate(TEXTS[under.organiser ? 'organiser' : 'participant'], language, { minimum: money(under.minimum), amount: money(under.amount) });
}
