import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { Loading } from './Loading';
import { groupOrderCalls } from '../features/group-order/api/group-order-calls';
import { handOverToCheckout } from '../features/group-order/hand-over-to-checkout';
import { forgetGroupOrder, participantTokenFor } from '../features/group-order/participant-tokens';
import { useTexts } from '../i18n/use-texts';
import './page.css';

/**
 * The end of a group order. Participants' carts leave it at once (spec §4 resets); the organiser of
 * a completed one is offered the checkout, which places all the lines as one order.
 */
export function GroupOrderOutcome({ kind }: { kind: 'success' | 'cancelled' }) {
  const { t, ready } = useTexts();
  const navigate = useNavigate();
  const link = useSearchParams()[0].get('link');
  const [organised, setOrganised] = useState<GroupOrder | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = link ? participantTokenFor(link) : null;
    if (!link || !token) return;
    let live = true;
    const leave = () => forgetGroupOrder(link);
    if (kind === 'cancelled') {
      leave();
      return;
    }
    groupOrderCalls.panel(link, token).then(
      (order) => {
        if (!live) return;
        if (order.me.is_admin && order.status === 'completed') setOrganised(order);
        else leave();
      },
      leave,
    );
    return () => {
      live = false;
    };
  }, [kind, link]);

  async function checkout(order: GroupOrder) {
    setBusy(true);
    try {
      await handOverToCheckout(order);
      navigate(href('cart-checkout'));
    } finally {
      setBusy(false);
    }
  }

  if (!ready) return <Loading />;
  return (
    <section className="go-page">
      <h1>{t(`${kind}.title`)}</h1>
      <p role="status">{t(`${kind}.text`)}</p>
      {organised ? (
        <>
          <p>
            {t('success.checkout_hint')} <Price value={organised.total} />
          </p>
          <Button busy={busy} onClick={() => void checkout(organised)}>
            {t('success.checkout')}
          </Button>
        </>
      ) : (
        <Link to={href('homepage')}>{t('back_home')}</Link>
      )}
    </section>
  );
}
