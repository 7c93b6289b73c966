import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';
import { ConfirmStep } from 'shared-contracts/ui/ConfirmStep';
import { participantHeadingId } from '../panel-focus';
import { PaysFor, ParticipantStates, WhatIsOwed, statesId } from './ParticipantStates';
import { CardMinimumUnmet } from './CardMinimumUnmet';
import { UnavailableFood } from './UnavailableFood';

export interface ParticipantActions {
  changeQuantity: (orderProductId: number, change: number) => void;
  deleteLine: (orderProductId: number) => void;
  payFor: (participant: Participant) => void;
  /** Takes back paying for them, before the group order is placed. */
  stopPayingFor: (participant: Participant) => void;
  /** Rejects when refused, so the question's button comes back with the focus on it. */
  remove: (participant: Participant) => Promise<void>;
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
 * One participant: name, spec §4 states, lines and amounts, and who still owes what. Their own lines can be changed until
 * they confirm; the organiser sees pay-for and remove on everyone else.
 */
export function ParticipantCard({ participant, order, busy, actions }: { participant: Participant; order: GroupOrder; busy: boolean; actions: ParticipantActions }) {
  const { t } = useTexts();
  const mine = participant.id === order.me.id;
  const editable = mine && !participant.confirmed && (order.status === 'open' || order.status === 'in_progress');
  const organiserActs = order.me.is_admin && !mine && (order.status === 'open' || order.status === 'in_progress');
  const headingId = participantHeadingId(participant.id);
  return (
    <li className={mine ? 'go-participant go-participant--me go-names' : 'go-participant go-names'} aria-labelledby={headingId}>
      <div className="go-row">
        {/* Focused by the panel after a change to this card; its states say what changed. */}
        <h3 id={headingId} tabIndex={-1} aria-describedby={statesId(participant.id)}>
          {participant.name}
          {mine && ` (${t('panel.you')})`}
        </h3>
        {participant.is_admin && <span className="go-badge">{t('panel.organiser')}</span>}
      </div>
      <ParticipantStates participant={participant} />
      {participant.products.length === 0 ? (
        participant.unavailable_products.length === 0 && <p className="go-muted">{t('panel.no_products')}</p>
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
      <UnavailableFood participant={participant} mine={mine} editable={editable} busy={busy} remove={actions.deleteLine} />
      <CardMinimumUnmet participant={participant} order={order} />
      <dl className="go-sums">
        {participant.packaging_fee > 0 && <SumRow label={t('panel.packaging_fee')} value={participant.packaging_fee} />}
        <SumRow label={t('panel.subtotal')} value={participant.subtotal} />
        {order.delivery_type === 'delivery' && <SumRow label={t('panel.delivery_fee')} value={participant.delivery_fee} />}
        {participant.pay_extra > 0 && <SumRow label={t('panel.pay_extra')} value={participant.pay_extra} />}
        <dt>{t('panel.total')}</dt>
        <dd data-testid={`total-${participant.name}`}>
          <Price value={participant.total} />
        </dd>
        <WhatIsOwed participant={participant} order={order} />
      </dl>
      <PaysFor participant={participant} order={order} />
      {organiserActs && (
        <div className="go-row">
          {participant.payment === 'pending' && (
            <Button variant="secondary" busy={busy} onClick={() => actions.payFor(participant)}>
              {t('action.pay_for', { name: participant.name })}
            </Button>
          )}
          {/* A press on the wrong name is taken back: in a split group order, paying for someone is a choice. */}
          {participant.payment === 'by_organizer' && order.payment_mode === 'split' && (
            <Button variant="secondary" busy={busy} onClick={() => actions.stopPayingFor(participant)}>
              {t('action.stop_paying_for', { name: participant.name })}
            </Button>
          )}
          <ConfirmStep
            className="go-confirm"
            busy={busy}
            texts={{
              action: t('action.remove', { name: participant.name }),
              question: t('confirm.remove_question', { name: participant.name }),
              yes: t('confirm.remove_yes'),
              keep: t('confirm.keep_person', { name: participant.name }),
            }}
            onConfirm={() => actions.remove(participant)}
          />
        </div>
      )}
    </li>
  );
}
