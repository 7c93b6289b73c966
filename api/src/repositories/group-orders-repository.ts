import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { GroupOrderPaymentMode, GroupOrderStatus, ParticipantPayment } from '../db/schema-group-orders';
import type { GroupOrderMessage } from '../domain/group-orders/group-order-messages';

export interface GroupOrderRow {
  id: number;
  link: string;
  store_id: number;
  delivery_type: 'delivery' | 'pickup';
  delivery_area_id: number | null;
  payment_mode: GroupOrderPaymentMode;
  payment_type: 'split' | 'total';
  pay_extra: string;
  status: GroupOrderStatus;
}

export interface ParticipantRow {
  id: number;
  group_order_id: number;
  name: string;
  is_admin: boolean;
  confirmed_at: Date | null;
  payment: ParticipantPayment;
  left_at: Date | null;
}

export interface GroupLineRow {
  id: number;
  participant_id: number;
  product_id: number;
  quantity: number;
  selected_size: number | null;
  options: { id: number; quantity: number }[];
}

export type NewGroupLine = Omit<GroupLineRow, 'id' | 'participant_id'>;

/** What a change did: its result, or the message that refused it (nothing was changed then). */
export type Outcome<T> = { ok: true; group: GroupOrderRow; value: T } | { ok: false; refused: GroupOrderMessage };

type Change<T> = (trx: Transaction<Database>, group: GroupOrderRow, me: ParticipantRow) => Promise<T | { refused: GroupOrderMessage }>;

const GROUP_COLUMNS = ['id', 'link', 'store_id', 'delivery_type', 'delivery_area_id', 'payment_mode', 'payment_type', 'pay_extra', 'status'] as const;
const PARTICIPANT_COLUMNS = ['id', 'group_order_id', 'name', 'is_admin', 'confirmed_at', 'payment', 'left_at'] as const;
const LINE_COLUMNS = ['id', 'participant_id', 'product_id', 'quantity', 'selected_size', 'options'] as const;

function isRefusal(value: unknown): value is { refused: GroupOrderMessage } {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

export function groupOrdersRepository(db: Kysely<Database>) {
  async function insertLines(trx: Transaction<Database>, participantId: number, lines: NewGroupLine[]): Promise<GroupLineRow[]> {
    if (lines.length === 0) return [];
    return trx
      .insertInto('group_order_products')
      .values(lines.map((line) => ({ ...line, participant_id: participantId, options: JSON.stringify(line.options) })))
      .returning(LINE_COLUMNS)
      .execute();
  }

  /** Completes the group order once every participant still in it has confirmed (spec §4). */
  async function completeWhenAllConfirmed(trx: Transaction<Database>, group: GroupOrderRow): Promise<GroupOrderRow> {
    const waiting = await trx
      .selectFrom('group_order_participants')
      .select('id')
      .where('group_order_id', '=', group.id)
      .where('left_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return group;
    return trx.updateTable('group_orders').set({ status: 'completed' }).where('id', '=', group.id).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
  }

  /**
   * Runs a change as the participant holding the token, with the group order row locked: the
   * changes of one group order run one after another, so any mix of simultaneous calls ends as
   * some one-by-one order of them would. Refused when the token is unknown, the participant has
   * left, or the group order is finished.
   */
  async function asParticipant<T>(tokenHash: string, change: Change<T>): Promise<Outcome<T>> {
    return db.transaction().execute(async (trx): Promise<Outcome<T>> => {
      const found = await trx.selectFrom('group_order_participants').select(['group_order_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!found) return { ok: false, refused: 'not_participant' };
      const group = await trx.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', found.group_order_id).forUpdate().executeTakeFirstOrThrow();
      const me = await trx.selectFrom('group_order_participants').select(PARTICIPANT_COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
      if (me.left_at) return { ok: false, refused: 'left' };
      if (group.status === 'completed' || group.status === 'cancelled') return { ok: false, refused: 'closed' };
      const value = await change(trx, group, me);
      // Nothing the change did before refusing may stay: throwing rolls the transaction back.
      if (isRefusal(value)) throw new RefusedChange(value.refused);
      const after = await trx.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', group.id).executeTakeFirstOrThrow();
      return { ok: true, group: after, value };
    }).catch((error: unknown): Outcome<T> => {
      if (error instanceof RefusedChange) return { ok: false, refused: error.refused };
      throw error;
    });
  }

  /** A participant's own line, for editing or deleting it. */
  async function ownLine(trx: Transaction<Database>, me: ParticipantRow, orderProductId: number) {
    return trx.selectFrom('group_order_products').select(LINE_COLUMNS).where('id', '=', orderProductId).where('participant_id', '=', me.id).executeTakeFirst();
  }

  /** A participant who has confirmed keeps their lines as confirmed. */
  function mayChangeLines(me: ParticipantRow): { refused: GroupOrderMessage } | null {
    return me.confirmed_at ? { refused: 'already_confirmed' } : null;
  }

  async function otherParticipant(trx: Transaction<Database>, group: GroupOrderRow, participantId: number) {
    return trx
      .selectFrom('group_order_participants')
      .select(PARTICIPANT_COLUMNS)
      .where('id', '=', participantId)
      .where('group_order_id', '=', group.id)
      .where('left_at', 'is', null)
      .executeTakeFirst();
  }

  return {
    async create(
      order: Omit<GroupOrderRow, 'id' | 'status' | 'pay_extra'> & { pay_extra: number },
      organiser: { name: string; tokenHash: string },
      lines: NewGroupLine[],
    ): Promise<GroupOrderRow> {
      return db.transaction().execute(async (trx) => {
        const group = await trx.insertInto('group_orders').values(order).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
        const admin = await trx
          .insertInto('group_order_participants')
          .values({ group_order_id: group.id, name: organiser.name, token_hash: organiser.tokenHash, is_admin: true, payment: 'pending' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertLines(trx, admin.id, lines);
        return group;
      });
    },

    async byLink(link: string): Promise<GroupOrderRow | undefined> {
      return db.selectFrom('group_orders').select(GROUP_COLUMNS).where('link', '=', link).executeTakeFirst();
    },

    async byId(id: number): Promise<GroupOrderRow> {
      return db.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    },

    async participantByToken(tokenHash: string): Promise<ParticipantRow | undefined> {
      return db.selectFrom('group_order_participants').select(PARTICIPANT_COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Participants in the order they joined, those who left included (the panel leaves them out). */
    async participants(groupOrderId: number): Promise<ParticipantRow[]> {
      return db.selectFrom('group_order_participants').select(PARTICIPANT_COLUMNS).where('group_order_id', '=', groupOrderId).orderBy('id').execute();
    },

    async lines(groupOrderId: number): Promise<GroupLineRow[]> {
      return db
        .selectFrom('group_order_products as l')
        .innerJoin('group_order_participants as p', 'p.id', 'l.participant_id')
        .select(['l.id', 'l.participant_id', 'l.product_id', 'l.quantity', 'l.selected_size', 'l.options'])
        .where('p.group_order_id', '=', groupOrderId)
        .orderBy('l.id')
        .execute();
    },

    /** Joins an open or running group order; the organiser-pays mode pays for everyone who joins. */
    async join(group: GroupOrderRow, name: string, tokenHash: string): Promise<ParticipantRow> {
      const payment: ParticipantPayment = group.payment_mode === 'organiser' ? 'by_organizer' : 'pending';
      return db
        .insertInto('group_order_participants')
        .values({ group_order_id: group.id, name, token_hash: tokenHash, payment })
        .returning(PARTICIPANT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    addProduct(tokenHash: string, line: NewGroupLine): Promise<Outcome<GroupLineRow>> {
      return asParticipant<GroupLineRow>(tokenHash, async (trx, _group, me) => {
        const refusal = mayChangeLines(me);
        if (refusal) return refusal;
        const [added] = await insertLines(trx, me.id, [line]);
        return added!;
      });
    },

    /** Changes a line's quantity by `change` (spec §4: never below 1). */
    editProduct(tokenHash: string, orderProductId: number, change: number): Promise<Outcome<GroupLineRow>> {
      return asParticipant<GroupLineRow>(tokenHash, async (trx, _group, me) => {
        const refusal = mayChangeLines(me);
        if (refusal) return refusal;
        const line = await ownLine(trx, me, orderProductId);
        if (!line) return { refused: 'not_your_product' };
        if (line.quantity + change < 1) return { refused: 'quantity_below_one' };
        return trx
          .updateTable('group_order_products')
          .set({ quantity: line.quantity + change })
          .where('id', '=', line.id)
          .returning(LINE_COLUMNS)
          .executeTakeFirstOrThrow();
      });
    },

    deleteProduct(tokenHash: string, orderProductId: number): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, _group, me) => {
        const refusal = mayChangeLines(me);
        if (refusal) return refusal;
        const line = await ownLine(trx, me, orderProductId);
        if (!line) return { refused: 'not_your_product' };
        await trx.deleteFrom('group_order_products').where('id', '=', line.id).execute();
        return null;
      });
    },

    /** The participant confirms their own order; the group order is then in progress. */
    confirm(tokenHash: string, now: Date): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (me.confirmed_at) return { refused: 'already_confirmed' };
        const line = await trx.selectFrom('group_order_products').select('id').where('participant_id', '=', me.id).executeTakeFirst();
        if (!line) return { refused: 'nothing_to_confirm' };
        await trx.updateTable('group_order_participants').set({ confirmed_at: now }).where('id', '=', me.id).execute();
        const running = await trx.updateTable('group_orders').set({ status: 'in_progress' }).where('id', '=', group.id).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
        await completeWhenAllConfirmed(trx, running);
        return null;
      });
    },

    /** The organiser pays for a participant (method by_organizer); the group order is then in progress. */
    payFor(tokenHash: string, participantId: number): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (!me.is_admin) return { refused: 'organiser_only' };
        const other = await otherParticipant(trx, group, participantId);
        if (!other) return { refused: 'participant_unknown' };
        if (other.payment === 'paid') return { refused: 'already_paid' };
        await trx.updateTable('group_order_participants').set({ payment: 'by_organizer' }).where('id', '=', other.id).execute();
        await trx.updateTable('group_orders').set({ status: 'in_progress' }).where('id', '=', group.id).execute();
        return null;
      });
    },

    /** The organiser removes a participant (never themself); their lines go with them. */
    remove(tokenHash: string, participantId: number, now: Date): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (!me.is_admin) return { refused: 'organiser_only' };
        const other = await otherParticipant(trx, group, participantId);
        if (!other || other.is_admin) return { refused: 'participant_unknown' };
        await leave(trx, other.id, now);
        if (group.status === 'in_progress') await completeWhenAllConfirmed(trx, group);
        return null;
      });
    },

    /** A participant gives up, only while the group order is open (spec §4). */
    giveUp(tokenHash: string, now: Date): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (me.is_admin) return { refused: 'organiser_cannot_give_up' };
        if (group.status !== 'open') return { refused: 'give_up_in_progress' };
        await leave(trx, me.id, now);
        return null;
      });
    },

    /** The organiser deletes the group order, only while it is open (spec §4). */
    cancel(tokenHash: string): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (!me.is_admin) return { refused: 'organiser_only' };
        if (group.status !== 'open') return { refused: 'delete_in_progress' };
        await trx.updateTable('group_orders').set({ status: 'cancelled' }).where('id', '=', group.id).execute();
        return null;
      });
    },
  };
}

/** Leaving takes the participant's lines out; the row stays so their screen can say they left. */
async function leave(trx: Transaction<Database>, participantId: number, now: Date): Promise<void> {
  await trx.deleteFrom('group_order_products').where('participant_id', '=', participantId).execute();
  await trx.updateTable('group_order_participants').set({ left_at: now, confirmed_at: null }).where('id', '=', participantId).execute();
}

class RefusedChange extends Error {
  constructor(readonly refused: GroupOrderMessage) {
    super(refused);
  }
}
