import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { hasStatus } from 'shared-contracts/api/server-message';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { OtherPaymentMethods } from '../../methods/components/OtherPaymentMethods';
import { methodCanChange } from '../../methods/method-can-change';
import { useAfterMethodChange } from '../use-after-method-change';
import { useLeaveWhenPaid } from '../use-leave-when-paid';
import { useLeaveClosedShare } from '../use-leave-closed-share';
import { usePayment, type AfterFailedAttempt } from '../use-payment';
import { PaymentStatusMessage } from './PaymentStatusMessage';
import { UnpaidOrderDeadline } from './UnpaidOrderDeadline';
import type { PaypalForm } from './ProviderForm';
import { CardChoice } from '../../saved-cards/components/CardChoice';
import '../../../exposes/PaymentPage.css';

/**
 * Pays one placed order: starts its payment (the API makes it once), shows the status of spec §4
 * and, while it can be paid, the provider's form; after a failure, the other methods offered for
 * the order too, unless its method cannot change (a split group order's share). A start that got
 * no answer, or the provider's none, offers them beside "Try again": the API refuses the change
 * while a card payment may be under way. A start the API refuses says the API's reason, with no
 * "Try again" that would only be refused again, and a way back to the menu; so does an attempt
 * refused later for an order that can no longer be paid (cancelled unpaid). An attempt whose outcome
 * is unknown (no answer, or its provider's none: it may have been charged) reads the payment again:
 * one under way shows as processing, with no form, until its provider's word. A start refused on the
 * order's method (its total under the provider's least charge) offers the other methods too. A
 * paid order leaves for its success screen.
 */
export function PaymentScreen({ orderToken, title, className, successPath, otherMethods = true, paypalForm = 'buttons' }: {
  orderToken: string;
  title: string;
  className?: string;
  /** Where a paid order goes (default its order-success screen); the kiosk has its own. */
  successPath?: (orderToken: string) => string;
  /** Whether a failed payment offers the order's other methods (a kiosk takes only its card). */
  otherMethods?: boolean;
  /** How an order paid by PayPal is paid here: its buttons, or its card fields (PayPal Plus). */
  paypalForm?: PaypalForm;
}) {
  const { t } = usePaymentsTexts();
  const { payment, setPayment, failed, failure, refusal, retry, checkAgain, recheck } = usePayment(orderToken, true);
  useLeaveWhenPaid(payment, t, successPath);
  const leaveClosedShare = useLeaveClosedShare(payment);
  // A failed attempt: a share taken over (409) leaves for its group order; otherwise the payment is
  // read again (a refusal, or an outcome unknown: it may be under way).
  const shareLink = payment?.group_order_link ?? null;
  const afterRefusal: AfterFailedAttempt = useCallback(
    async (error: unknown) => {
      if (!shareLink || !hasStatus(error, 409)) return recheck(error);
      leaveClosedShare(error);
      return false;
    },
    [shareLink, leaveClosedShare, recheck],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const afterMethodChange = useAfterMethodChange(retry, t, heading);
  const payable = payment && (payment.status === 'awaiting_payment' || payment.status === 'requires_payment_method');
  // A failed payment goes on by the order's other methods, or (a share, the kiosk) by another card only.
  const anotherMethod = payment !== null && otherMethods && methodCanChange(payment);
  return (
    <div className={['payment-page', className].filter(Boolean).join(' ')}>
      <ScreenHeading ref={heading} tabIndex={-1} className="payment-page__title">{title}</ScreenHeading>
      {!payment && !failed && <p role="status">{t('page.loading')}</p>}
      {failed && (
        <Notice tone="error">
          <p>{refusal ?? t('page.notStarted')}</p>
          {refusal ? (
            <Link className="ui-button ui-button--secondary" to={href('homepage')}>{t('page.backToMenu')}</Link>
          ) : (
            <Button variant="secondary" onClick={retry}>{t('page.retry')}</Button>
          )}
        </Notice>
      )}
      {otherMethods && (failure === 'not_started' || failure === 'method_refused') && <OtherPaymentMethods orderToken={orderToken} onChanged={afterMethodChange} />}
      {payment && (
        <>
          <p className="payment-page__amount">{t('page.amount', { amount: formatMoney(payment.amount, payment.currency) })}</p>
          {payable && <UnpaidOrderDeadline payment={payment} />}
          <PaymentStatusMessage payment={payment} onCheckAgain={checkAgain} otherMethods={anotherMethod} />
          {payable && <CardChoice payment={payment} onAnswer={setPayment} onRefused={afterRefusal} paypalForm={paypalForm} />}
          {anotherMethod && payment.status === 'requires_payment_method' && (
            <OtherPaymentMethods key={payment.method} orderToken={orderToken} onChanged={afterMethodChange} onRefused={afterRefusal} />
          )}
        </>
      )}
    </div>
  );
}
