import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';

export interface ParticipantActions {
  changeQuantity: (orderProductId: number, change: number) => void;
  deleteLine: (orderProductId: number) => void;
  payFor: (participant: Participant) => void;
  remove: (participant: Participant) => void;
}

function SumRow({ label, value }: { label: string; value: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <Price value={value} />
      </dd>
    </>
  );
}

/**
 * One participant: name, spec §4 states, lines and amounts. Their own lines can be changed until
 * they confirm; the organiser sees pay-for and remove on everyone else.
 */
export function ParticipantCard({ participant, order, busy, actions }: { participant: Participant; order: GroupOrder; busy: boolean; actions: ParticipantActions }) {
  const { t } = useTexts();
  const mine = participant.id === order.me.id;
  const editable = mine && !participant.confirmed && (order.status === 'open' || order.status === 'in_progress');
  const organiserActs = order.me.is_admin && !mine && (order.status === 'open' || order.status === 'in_progress');
  const headingId = `go-participant-${participant.id}`;
  // Spec §4: the organiser takes over the shares of those they pay for.
  const paysFor = participant.is_admin ? order.participants.filter((other) => other.payment === 'by_organizer').map((other) => other.name) : [];
  return (
    <li className={mine ? 'go-participant go-participant--me' : 'go-participant'} aria-labelledby={headingId}>
      <div className="go-row">
        <h3 id={headingId}>
          {participant.name}
          {mine && ` (${t('panel.you')})`}
        </h3>
        {participant.is_admin && <span className="go-badge">{t('panel.organiser')}</span>}
      </div>
      <p className="go-row" data-testid={`states-${participant.name}`}>
        <span className="go-badge">{t(participant.confirmed ? 'state.confirmed' : 'state.pending_confirmation')}</span>
        <span className="go-badge">{t(`state.${participant.payment}`)}</span>
      </p>
      {participant.products.length === 0 ? (
        <p className="go-muted">{t('panel.no_products')}</p>
      ) : (
        <ul className="go-lines">
          {participant.products.map((line) => {
            const name = line.size_name ? `${line.name} (${line.size_name})` : line.name;
            return (
              <li key={line.order_product_id} className="go-line">
                <span>
                  {t('line.quantity', { count: line.quantity })} {name}
                  {line.option_names.length > 0 && <span className="go-muted go-options">{line.option_names.join(', ')}</span>}
                </span>
                <span className="go-row">
                  {editable && (
                    <>
                      <Button variant="secondary" busy={busy} aria-disabled={line.quantity <= 1 || undefined} aria-label={t('line.decrease', { name })} onClick={() => line.quantity > 1 && actions.changeQuantity(line.order_product_id, -1)}>
                        −
                      </Button>
                      <Button variant="secondary" busy={busy} aria-label={t('line.increase', { name })} onClick={() => actions.changeQuantity(line.order_product_id, 1)}>
                        +
                      </Button>
                      <Button variant="link" busy={busy} aria-label={t('line.delete', { name })} onClick={() => actions.deleteLine(line.order_product_id)}>
                        ×
                      </Button>
                    </>
                  )}
                  <Price value={line.total} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <dl className="go-sums">
        {participant.packaging_fee > 0 && <SumRow label={t('panel.packaging_fee')} value={participant.packaging_fee} />}
        <SumRow label={t('panel.subtotal')} value={participant.subtotal} />
        {order.delivery_type === 'delivery' && <SumRow label={t('panel.delivery_fee')} value={participant.delivery_fee} />}
        {participant.pay_extra > 0 && <SumRow label={t('panel.pay_extra')} value={participant.pay_extra} />}
        <dt>{t('panel.total')}</dt>
        <dd data-testid={`total-${participant.name}`}>
          <Price value={participant.total} />
        </dd>
        <dt className="go-total">{t('panel.amount_due')}</dt>
        <dd className="go-total" data-testid={`due-${participant.name}`}>
          <Price value={participant.amount_due} />
        </dd>
      </dl>
      {paysFor.length > 0 && <p className="go-muted">{t('panel.pays_for', { names: paysFor.join(', ') })}</p>}
      {organiserActs && (
        <div className="go-row">
          {participant.payment === 'pending' && (
            <Button variant="secondary" busy={busy} onClick={() => actions.payFor(participant)}>
              {t('action.pay_for', { name: participant.name })}
            </Button>
          )}
          <Button variant="secondary" busy={busy} onClick={() => actions.remove(participant)}>
            {t('action.remove', { name: participant.name })}
          </Button>
        </div>
      )}
    </li>
  );
}
