import { MAX_LINE_QUANTITY, type PaymentMethod } from 'shared-contracts/types/cart';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { GroupLine, GroupOrderPaymentMode, GroupOrderStatus, ParticipantPayment } from '../db/schema-group-orders';
import type { GroupOrderMessage } from '../domain/group-orders/group-order-messages';
import { sameParticipantName } from '../domain/group-orders/participant-name';
import { newShareToken } from '../domain/group-orders/participant-token';
import { isPayable, type PaymentRow } from './payments-repository';

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
  /** The one order it was placed as, once the organiser placed it. */
  order_id: number | null;
}

export interface ParticipantRow {
  id: number;
  group_order_id: number;
  name: string;
  is_admin: boolean;
  confirmed_at: Date | null;
  payment: ParticipantPayment;
  left_at: Date | null;
  /** Left because the organiser removed them. */
  removed: boolean;
}

export type GroupLineRow = GroupLine;

export type NewGroupLine = Omit<GroupLineRow, 'id' | 'participant_id'>;

/** A participant's share of the group's placed order (amounts from shared-contracts groupOrderShares). */
export interface ShareRow {
  id: number;
  order_id: number;
  participant_id: number;
  token: string;
  subtotal: number;
  packaging_fee: number;
  delivery_fee: number;
  pay_extra: number;
  total: number;
  payer_id: number;
  payment_method: PaymentMethod;
  amount_due: number;
  paid_at: Date | null;
}

export type NewShare = Omit<ShareRow, 'id' | 'order_id'>;

/** The group order a placed order belongs to, and the shares to store with it. */
export interface GroupOrderPlacementDraft {
  groupOrderId: number;
  shares: NewShare[];
}

/**
 * Who starts or joins: their name, their token's hash and, when the request came under an
 * Idempotency-Key (their token then derives from the key), the hash of that request.
 */
export interface Entry {
  name: string;
  tokenHash: string;
  requestHash: string | null;
}

/** Who entered: the participant made now, or (`repeated`) the one the same request made before. */
export interface Entered {
  participant: ParticipantRow;
  repeated: boolean;
}

/** What a change did: its result, or the message that refused it (nothing was changed then). */
export type Outcome<T> = { ok: true; group: GroupOrderRow; value: T } | { ok: false; refused: GroupOrderMessage };

type Change<T> = (trx: Transaction<Database>, group: GroupOrderRow, me: ParticipantRow) => Promise<T | { refused: GroupOrderMessage }>;

/** Whether a change may still run on a completed group order (by default none may). */
type OnCompleted = (group: GroupOrderRow, me: ParticipantRow) => boolean;

/**
 * Whether the organiser may close a participant's open payment of their share when taking it
 * over: one nobody can still pay with (its provider charges only through the API, or it was
 * cancelled there first).
 */
export type MayClosePayment = (payment: PaymentRow) => boolean;

const GROUP_COLUMNS = ['id', 'link', 'store_id', 'delivery_type', 'delivery_area_id', 'payment_mode', 'payment_type', 'pay_extra', 'status', 'order_id'] as const;
const PARTICIPANT_COLUMNS = ['id', 'group_order_id', 'name', 'is_admin', 'confirmed_at', 'payment', 'left_at', 'removed'] as const;
const LINE_COLUMNS = ['id', 'participant_id', 'product_id', 'quantity', 'selected_size', 'options'] as const;

function isRefusal(value: unknown): value is { refused: GroupOrderMessage } {
  return typeof value === 'object' && value !== null && 'refused' in value;
}

export type GroupOrdersRepository = ReturnType<typeof groupOrdersRepository>;

export function groupOrdersRepository(db: Kysely<Database>) {
  async function insertLines(trx: Transaction<Database>, participantId: number, lines: NewGroupLine[]): Promise<GroupLineRow[]> {
    if (lines.length === 0) return [];
    return trx
      .insertInto('group_order_products')
      .values(lines.map((line) => ({ ...line, participant_id: participantId, options: JSON.stringify(line.options) })))
      .returning(LINE_COLUMNS)
      .execute();
  }

  /**
   * Completes the group order once every participant still in it has confirmed (spec §4), but never
   * without food: the checkout refuses an empty order, and a completed one could then only be
   * deleted. It answers a refusal then: confirm refuses, remove reopens.
   */
  async function completeWhenAllConfirmed(trx: Transaction<Database>, group: GroupOrderRow): Promise<GroupOrderRow | { refused: GroupOrderMessage }> {
    const waiting = await trx
      .selectFrom('group_order_participants')
      .select('id')
      .where('group_order_id', '=', group.id)
      .where('left_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return group;
    const food = await trx
      .selectFrom('group_order_products as l')
      .innerJoin('group_order_participants as p', 'p.id', 'l.participant_id')
      .select('l.id')
      .where('p.group_order_id', '=', group.id)
      .where('p.left_at', 'is', null)
      .executeTakeFirst();
    if (!food) return { refused: 'nothing_ordered' };
    return trx.updateTable('group_orders').set({ status: 'completed' }).where('id', '=', group.id).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
  }

  /**
   * Open again, with the organiser's own order not confirmed: they can add food, or delete it; and
   * the orders of `replacing` (participants whose food is no longer sold), so they can change them.
   */
  async function openForOrganiser(trx: Transaction<Database>, group: GroupOrderRow, replacing: number[] = []): Promise<GroupOrderRow> {
    await trx
      .updateTable('group_order_participants')
      .set({ confirmed_at: null })
      .where('group_order_id', '=', group.id)
      .where((eb) => eb.or([eb('is_admin', '=', true), eb('id', 'in', replacing.length > 0 ? replacing : [-1])]))
      .execute();
    return trx.updateTable('group_orders').set({ status: 'open' }).where('id', '=', group.id).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
  }

  /**
   * Runs a change as the participant holding the token, with the group order row locked: the
   * changes of one group order run one after another, so any mix of simultaneous calls ends as
   * some one-by-one order of them would. Refused when the token is unknown, the participant has
   * left, or the group order is deleted or finished (unless `onCompleted` lets the change run).
   */
  async function asParticipant<T>(tokenHash: string, change: Change<T>, onCompleted: OnCompleted = () => false): Promise<Outcome<T>> {
    return db.transaction().execute(async (trx): Promise<Outcome<T>> => {
      const found = await trx.selectFrom('group_order_participants').select(['group_order_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
      if (!found) return { ok: false, refused: 'not_participant' };
      const group = await trx.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', found.group_order_id).forUpdate().executeTakeFirstOrThrow();
      const me = await trx.selectFrom('group_order_participants').select(PARTICIPANT_COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
      if (me.left_at) return { ok: false, refused: 'left' };
      if (group.status === 'cancelled') return { ok: false, refused: 'deleted' };
      if (group.status === 'completed' && !onCompleted(group, me)) return { ok: false, refused: 'closed' };
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

  /**
   * Spec §8: a start or join may have run when its answer was lost. Sent again under the same
   * Idempotency-Key, it finds the participant it made (their token derives from the key), whatever
   * happened to the group order since; the key sent with another request is refused. Null when
   * there is none, or the request came without a key.
   */
  async function earlierEntry(trx: Transaction<Database>, entry: Entry): Promise<ParticipantRow | { refused: GroupOrderMessage } | null> {
    if (entry.requestHash === null) return null;
    const earlier = await trx.selectFrom('group_order_participants').select([...PARTICIPANT_COLUMNS, 'request_hash']).where('token_hash', '=', entry.tokenHash).executeTakeFirst();
    if (!earlier) return null;
    const { request_hash: requestHash, ...participant } = earlier;
    return requestHash === entry.requestHash ? participant : { refused: 'key_reused' };
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

  /**
   * Issue 7: after a split group order is placed the organiser may still pay a participant's unpaid
   * share, for its amount, on its own through the payments remote. A share is paid once, by whoever
   * pays first: the participant's open payment of it is closed here, and the share gets a new token
   * for the organiser (the participant's is kept as former_token, under which paying is refused), so
   * the participant's screen can no longer charge it; a payment of theirs already under way or made
   * refuses the take-over instead. The share and payment rows are locked, so an attempt to pay at
   * the same moment either started first or finds its payment closed.
   */
  async function takeOverShare(
    trx: Transaction<Database>,
    orderId: number,
    organiser: ParticipantRow,
    other: ParticipantRow,
    mayClose: MayClosePayment,
  ): Promise<{ refused: GroupOrderMessage } | null> {
    // Abandoned unpaid (unpaid-order-abandonment): nothing is paid any more. Share-locked as a
    // share's payment claim locks it, so an abandoning waits for this or this finds it abandoned.
    const order = await trx.selectFrom('orders').select('abandoned_at').where('id', '=', orderId).forShare().executeTakeFirstOrThrow();
    if (order.abandoned_at !== null) return { refused: 'closed' };
    const share = await trx
      .selectFrom('group_order_shares')
      .select(['id', 'token', 'payer_id', 'amount_due', 'paid_at'])
      .where('order_id', '=', orderId)
      .where('participant_id', '=', other.id)
      .forUpdate()
      .executeTakeFirst();
    if (!share || share.paid_at !== null || share.payer_id !== other.id || Number(share.amount_due) <= 0) return { refused: 'already_paid' };
    const open = await trx.selectFrom('payments').selectAll().where('share_id', '=', share.id).where('replaced_at', 'is', null).forUpdate().executeTakeFirst();
    if (open?.status === 'succeeded') return { refused: 'already_paid' };
    // A start still asking its provider is closable: its answer is then never handed out (payments.created).
    if (open && open.status !== 'creating' && !(isPayable(open) && mayClose(open))) return { refused: 'share_payment_under_way' };
    if (open) await trx.updateTable('payments').set({ replaced_at: new Date(), updated_at: new Date() }).where('id', '=', open.id).execute();
    await trx.updateTable('group_order_shares').set({ payer_id: organiser.id, token: newShareToken(), former_token: share.token }).where('id', '=', share.id).execute();
    await trx.updateTable('group_order_participants').set({ payment: 'by_organizer' }).where('id', '=', other.id).execute();
    return null;
  }

  async function byLink(link: string): Promise<GroupOrderRow | undefined> {
    return db.selectFrom('group_orders').select(GROUP_COLUMNS).where('link', '=', link).executeTakeFirst();
  }

  return {
    /** Starts a group order with `lines` (the organiser's cart) as the organiser's part; once per Idempotency-Key (earlierEntry). */
    async create(
      order: Omit<GroupOrderRow, 'id' | 'status' | 'pay_extra' | 'order_id'> & { pay_extra: number },
      organiser: Entry,
      lines: NewGroupLine[],
    ): Promise<Outcome<Entered>> {
      return db.transaction().execute(async (trx): Promise<Outcome<Entered>> => {
        // The same start sent twice at once: the second waits here, then finds what the first made.
        if (organiser.requestHash !== null) await sql`select pg_advisory_xact_lock(hashtext(${`group-order-start:${organiser.tokenHash}`}))`.execute(trx);
        const earlier = await earlierEntry(trx, organiser);
        if (isRefusal(earlier)) return { ok: false, refused: earlier.refused };
        if (earlier) {
          const started = await trx.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', earlier.group_order_id).executeTakeFirstOrThrow();
          return { ok: true, group: started, value: { participant: earlier, repeated: true } };
        }
        const group = await trx.insertInto('group_orders').values(order).returning(GROUP_COLUMNS).executeTakeFirstOrThrow();
        const admin = await trx
          .insertInto('group_order_participants')
          .values({ group_order_id: group.id, name: organiser.name, token_hash: organiser.tokenHash, request_hash: organiser.requestHash, is_admin: true, payment: 'pending' })
          .returning(PARTICIPANT_COLUMNS)
          .executeTakeFirstOrThrow();
        await insertLines(trx, admin.id, lines);
        return { ok: true, group, value: { participant: admin, repeated: false } };
      });
    },

    byLink,

    /**
     * The group order a participant's screen asks for: the one with this share link; or, once the
     * organiser made a new link (replaceLink), the one the holder of the token is in, as the token,
     * not the link, is what lets a participant in. Without a token the old link finds nothing.
     */
    async byLinkOrParticipant(link: string, tokenHash: string | null): Promise<GroupOrderRow | undefined> {
      const group = await byLink(link);
      if (group || tokenHash === null) return group;
      const me = await db.selectFrom('group_order_participants').select('group_order_id').where('token_hash', '=', tokenHash).executeTakeFirst();
      return me ? db.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', me.group_order_id).executeTakeFirst() : undefined;
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

    /** The shares of the group's placed order, in the order participants joined. */
    async shares(orderId: number): Promise<ShareRow[]> {
      const rows = await db.selectFrom('group_order_shares').selectAll().where('order_id', '=', orderId).orderBy('participant_id').execute();
      return rows.map(shareRow);
    },

    /** A split group's order: paid share by share, never as a whole. */
    async isPaidByShares(orderId: number): Promise<boolean> {
      const row = await db.selectFrom('group_orders').select('id').where('order_id', '=', orderId).where('payment_mode', '=', 'split').executeTakeFirst();
      return row !== undefined;
    },

    /** The link of the split group order placed as the order with this token, if it is one. */
    async splitLinkOfOrder(orderToken: string): Promise<string | null> {
      const row = await db
        .selectFrom('group_orders as g')
        .innerJoin('orders as o', 'o.id', 'g.order_id')
        .select('g.link')
        .where('o.token', '=', orderToken)
        .where('g.payment_mode', '=', 'split')
        .executeTakeFirst();
      return row?.link ?? null;
    },

    /** The group order placed as this order, if it is one. */
    async byOrderId(orderId: number): Promise<GroupOrderRow | undefined> {
      return db.selectFrom('group_orders').select(GROUP_COLUMNS).where('order_id', '=', orderId).executeTakeFirst();
    },

    /**
     * Records that a share's own payment succeeded (once; a repeat changes nothing). Answers whether
     * the order is now settled: every share with an amount is paid (shares the organiser paid for
     * before placing are in theirs, at 0; one taken over after placing is paid on its own). Marking the order paid is once-only on its own, so a repeat may answer true.
     */
    async markSharePaid(shareId: number, at: Date): Promise<{ groupOrderId: number; orderId: number; orderSettled: boolean }> {
      // Inside a webhook's transaction it runs in that one (Kysely does not nest transactions).
      const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
      return inTransaction(async (trx) => {
        const { order_id: orderId } = await trx.selectFrom('group_order_shares').select('order_id').where('id', '=', shareId).executeTakeFirstOrThrow();
        // Serialises the last two shares paid at once, so one of them sees the order settled. Taken
        // before the share's row, as the organiser taking a share over takes them: no deadlock.
        const group = await trx.selectFrom('group_orders').select('id').where('order_id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
        await trx.updateTable('group_order_shares').set({ paid_at: at }).where('id', '=', shareId).where('paid_at', 'is', null).execute();
        const unpaid = await trx
          .selectFrom('group_order_shares')
          .select('id')
          .where('order_id', '=', orderId)
          .where('amount_due', '>', '0')
          .where('paid_at', 'is', null)
          .executeTakeFirst();
        return { groupOrderId: group.id, orderId, orderSettled: !unpaid };
      });
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

    /**
     * Joins an open group order with `lines` (their cart) as the participant's part; when one person
     * pays the whole (integral, organiser pays) it is the organiser. Refused once it is in progress
     * (the organiser has confirmed; spec §4: from then on nobody could give up), deleted or finished,
     * or under a name someone still in it goes by; the group row is locked, so a confirm or another
     * join at the same moment lands before or after. Once per Idempotency-Key (earlierEntry).
     */
    async join(groupOrderId: number, joiner: Entry, lines: NewGroupLine[]): Promise<Outcome<Entered>> {
      return db.transaction().execute(async (trx): Promise<Outcome<Entered>> => {
        const group = await trx.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', groupOrderId).forUpdate().executeTakeFirstOrThrow();
        // Before the checks below: the joiner's earlier self holds the name, and may have confirmed since.
        const earlier = await earlierEntry(trx, joiner);
        if (isRefusal(earlier)) return { ok: false, refused: earlier.refused };
        if (earlier) return { ok: true, group, value: { participant: earlier, repeated: true } };
        if (group.status === 'in_progress') return { ok: false, refused: 'join_in_progress' };
        // Deleted is not finished: the guest is told the organiser deleted it, as its panel says.
        if (group.status === 'cancelled') return { ok: false, refused: 'join_cancelled' };
        if (group.status !== 'open') return { ok: false, refused: 'closed' };
        // Checked under the group's lock, so two people joining as "Olga" at once cannot both get in.
        const present = await trx.selectFrom('group_order_participants').select('name').where('group_order_id', '=', group.id).where('left_at', 'is', null).execute();
        if (present.some((participant) => sameParticipantName(participant.name, joiner.name))) return { ok: false, refused: 'name_taken' };
        const payment: ParticipantPayment = group.payment_mode === 'split' ? 'pending' : 'by_organizer';
        const joined = await trx
          .insertInto('group_order_participants')
          .values({ group_order_id: group.id, name: joiner.name, token_hash: joiner.tokenHash, request_hash: joiner.requestHash, payment })
          .returning(PARTICIPANT_COLUMNS)
          .executeTakeFirstOrThrow();
        await insertLines(trx, joined.id, lines);
        return { ok: true, group, value: { participant: joined, repeated: false } };
      });
    },

    /**
     * Adds a line to the participant's part. Under `addKey` (the request's Idempotency-Key) once: the
     * same addition sent again, its answer lost, answers the line it added (the group order's lock
     * makes the two run one after the other).
     */
    addProduct(tokenHash: string, line: NewGroupLine, addKey: string | null = null): Promise<Outcome<GroupLineRow>> {
      return asParticipant<GroupLineRow>(tokenHash, async (trx, _group, me) => {
        if (addKey !== null) {
          const earlier = await trx.selectFrom('group_order_products').select(LINE_COLUMNS).where('participant_id', '=', me.id).where('add_key', '=', addKey).executeTakeFirst();
          if (earlier) return earlier;
        }
        const refusal = mayChangeLines(me);
        if (refusal) return refusal;
        return trx
          .insertInto('group_order_products')
          .values({ ...line, participant_id: me.id, options: JSON.stringify(line.options), add_key: addKey })
          .returning(LINE_COLUMNS)
          .executeTakeFirstOrThrow();
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
        if (line.quantity + change > MAX_LINE_QUANTITY) return { refused: 'quantity_above_most' };
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

    /**
     * The participant confirms their own order. The organiser's confirmation puts the group order in
     * progress (spec §4): from then on nobody joins, gives up or deletes it, so it is theirs to
     * decide; a participant's closes only their own order, and until the organiser's anyone may give
     * up. The organiser is a participant, so the group order completes only after they have
     * confirmed. They may confirm with nothing of their own (they may only be organising), or the
     * group could never complete: they cannot give up; but not when theirs would complete it with
     * no food at all (completeWhenAllConfirmed). Confirming again (a second tab) changes
     * nothing and is no refusal, even once the group order is complete: what the person asked for is true.
     */
    confirm(tokenHash: string, now: Date): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (me.confirmed_at) return null;
        const line = await trx.selectFrom('group_order_products').select('id').where('participant_id', '=', me.id).executeTakeFirst();
        if (!line && !me.is_admin) return { refused: 'nothing_to_confirm' };
        await trx.updateTable('group_order_participants').set({ confirmed_at: now }).where('id', '=', me.id).execute();
        const running = me.is_admin
          ? await trx.updateTable('group_orders').set({ status: 'in_progress' }).where('id', '=', group.id).returning(GROUP_COLUMNS).executeTakeFirstOrThrow()
          : group;
        if (running.status !== 'in_progress') return null;
        const completed = await completeWhenAllConfirmed(trx, running);
        return isRefusal(completed) ? completed : null;
      }, (_group, me) => me.confirmed_at !== null);
    },

    /**
     * The organiser pays for a participant (method by_organizer: their share moves to the
     * organiser's); nothing is charged before the group order is placed, so the participant may
     * still give up while it is open. Once it is placed, the organiser takes over the
     * participant's unpaid share instead (`mayClose`: see takeOverShare).
     */
    payFor(tokenHash: string, participantId: number, mayClose: MayClosePayment = () => true): Promise<Outcome<null>> {
      return asParticipant<null>(
        tokenHash,
        async (trx, group, me) => {
          if (!me.is_admin) return { refused: 'organiser_only' };
          const other = await otherParticipant(trx, group, participantId);
          if (!other || other.is_admin) return { refused: 'participant_unknown' };
          if (group.status === 'completed') return takeOverShare(trx, group.order_id!, me, other, mayClose);
          if (other.payment !== 'pending') return { refused: 'already_paid' };
          await trx.updateTable('group_order_participants').set({ payment: 'by_organizer' }).where('id', '=', other.id).execute();
          return null;
        },
        (group) => group.order_id !== null,
      );
    },

    /**
     * The organiser takes back paying for a participant (a press on the wrong name), while the
     * group order is not placed: nothing was charged, and the share is the participant's own
     * again. Once it is placed, what the organiser took over is theirs to pay (asParticipant
     * refuses a completed group order). Only a split group order has shares of one's own. A
     * participant who confirmed while paid for did not agree to pay: their confirmation is taken
     * back, so the group order cannot complete with them owing a share they never accepted (their
     * panel says it needs them again).
     */
    stopPayingFor(tokenHash: string, participantId: number): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (!me.is_admin) return { refused: 'organiser_only' };
        const other = await otherParticipant(trx, group, participantId);
        if (!other || other.is_admin) return { refused: 'participant_unknown' };
        if (group.payment_mode !== 'split') return { refused: 'pays_for_everyone' };
        if (other.payment !== 'by_organizer') return { refused: 'not_paid_for' };
        await trx.updateTable('group_order_participants').set({ payment: 'pending', confirmed_at: null }).where('id', '=', other.id).execute();
        return null;
      });
    },

    /**
     * The participant's open payment of their unpaid share of the placed order, when `tokenHash` is
     * its organiser's: what taking the share over would close (read without a lock, to make it safe first).
     */
    async openSharePayment(tokenHash: string, participantId: number): Promise<PaymentRow | null> {
      const row = await db
        .selectFrom('group_order_participants as me')
        .innerJoin('group_orders as g', 'g.id', 'me.group_order_id')
        .innerJoin('group_order_shares as s', 's.order_id', 'g.order_id')
        .innerJoin('payments as p', 'p.share_id', 's.id')
        .selectAll('p')
        .where('me.token_hash', '=', tokenHash)
        .where('me.is_admin', '=', true)
        .where('s.participant_id', '=', participantId)
        .where('s.payer_id', '=', participantId)
        .where('s.paid_at', 'is', null)
        .where('p.replaced_at', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * The organiser removes a participant (never themself); their lines go with them. Removing the
     * last one not confirmed when nobody left has food would complete the group order empty: it is
     * opened again for the organiser instead (as below the minimum). Refusing would keep it in
     * progress for good when that participant never comes back: nobody could confirm, leave or delete.
     */
    remove(tokenHash: string, participantId: number, now: Date): Promise<Outcome<null>> {
      return asParticipant<null>(tokenHash, async (trx, group, me) => {
        if (!me.is_admin) return { refused: 'organiser_only' };
        const other = await otherParticipant(trx, group, participantId);
        if (!other || other.is_admin) return { refused: 'participant_unknown' };
        await leave(trx, other.id, now, 'removed');
        if (group.status === 'in_progress' && isRefusal(await completeWhenAllConfirmed(trx, group))) await openForOrganiser(trx, group);
        return null;
      });
    },

    /**
     * The organiser replaces the share link with `fresh`: removing someone does not keep out whoever
     * the link was forwarded to, who could join again, or read the invitation and its live changes.
     * The old link then finds nothing (participants keep theirs by their token: byLinkOrParticipant).
     * While the group order is open or in progress (asParticipant); after, nobody joins any more, and
     * its payments keep the link they were started under. `known` is the link the organiser's screen
     * shows: once it is not the group's any more (a double click, another tab) nothing changes and the
     * current one is answered, so one press makes one new link.
     */
    replaceLink(tokenHash: string, known: string, fresh: string): Promise<Outcome<string>> {
      return asParticipant<string>(tokenHash, async (trx, group, me) => {
        if (!me.is_admin) return { refused: 'organiser_only' };
        if (group.link !== known) return group.link;
        await trx.updateTable('group_orders').set({ link: fresh }).where('id', '=', group.id).execute();
        return fresh;
      });
    },

    /**
     * A participant gives up, only while the group order is open (spec §4). Answers their lines as
     * they were at that moment: their food, which goes back to their cart.
     */
    giveUp(tokenHash: string, now: Date): Promise<Outcome<GroupLineRow[]>> {
      return asParticipant<GroupLineRow[]>(tokenHash, async (trx, group, me) => {
        if (me.is_admin) return { refused: 'organiser_cannot_give_up' };
        if (group.status !== 'open') return { refused: 'give_up_in_progress' };
        return leave(trx, me.id, now, 'gave_up');
      });
    },

    /**
     * The food that goes back to a participant's cart once the group order ended for them without
     * being placed: their lines as they were when they gave up or were removed, or their lines of
     * the deleted group order. None while they are in one still going, or placed: that food is the
     * group's.
     */
    async foodToTakeBack(me: ParticipantRow, group: GroupOrderRow): Promise<GroupLineRow[]> {
      if (me.left_at) {
        const left = await db.selectFrom('group_order_participants').select('left_food').where('id', '=', me.id).executeTakeFirstOrThrow();
        return left.left_food ?? [];
      }
      if (group.status !== 'cancelled') return [];
      return db.selectFrom('group_order_products').select(LINE_COLUMNS).where('participant_id', '=', me.id).orderBy('id').execute();
    },

    /**
     * Spec §5: a delivery group order that completed below the minimum order could never be placed,
     * and nobody could add to it any more. It is opened again with the organiser's own order not
     * confirmed, so they can add food (or someone can join) and confirm once the minimum is reached;
     * so are the orders of `replacing`, whose food the store no longer sells. Nothing changes when the group order is no longer completed and unplaced by then. Answers the
     * group order as it is.
     */
    async reopenForOrganiser(groupOrderId: number, replacing: number[] = []): Promise<GroupOrderRow> {
      return db.transaction().execute(async (trx) => {
        const group = await trx.selectFrom('group_orders').select(GROUP_COLUMNS).where('id', '=', groupOrderId).forUpdate().executeTakeFirstOrThrow();
        if (group.status !== 'completed' || group.order_id !== null) return group;
        return openForOrganiser(trx, group, replacing);
      });
    },

    /**
     * The organiser deletes the group order while it is open (spec §4), or once it is completed but
     * not placed: the checkout may refuse its order for a reason nobody in it can fix (the store
     * stopped delivering), and nothing else could end it. Nothing was charged then: the shares and
     * their payments come only with the placed order, which placeGroupOrder links under this row's
     * lock, so a placing at the same moment either came first (refused here) or finds it deleted.
     * Answers the organiser's lines as they were at that moment: their food, which goes back to
     * their cart.
     */
    cancel(tokenHash: string): Promise<Outcome<GroupLineRow[]>> {
      return asParticipant<GroupLineRow[]>(
        tokenHash,
        async (trx, group, me) => {
          if (!me.is_admin) return { refused: 'organiser_only' };
          if (group.status === 'in_progress') return { refused: 'delete_in_progress' };
          await trx.updateTable('group_orders').set({ status: 'cancelled' }).where('id', '=', group.id).execute();
          return trx.selectFrom('group_order_products').select(LINE_COLUMNS).where('participant_id', '=', me.id).orderBy('id').execute();
        },
        (group) => group.order_id === null,
      );
    },
  };
}

/**
 * Inside the transaction that stores the order: links it to its completed group order and stores
 * the shares with it. False, changing nothing, when the group order is not completed or another
 * order was placed for it first (two tabs of the organiser): the caller rolls the order back.
 */
export async function placeGroupOrder(trx: Transaction<Database>, orderId: number, placement: GroupOrderPlacementDraft): Promise<boolean> {
  const linked = await trx
    .updateTable('group_orders')
    .set({ order_id: orderId })
    .where('id', '=', placement.groupOrderId)
    .where('status', '=', 'completed')
    .where('order_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!linked) return false;
  if (placement.shares.length > 0) {
    await trx.insertInto('group_order_shares').values(placement.shares.map((share) => ({ ...share, order_id: orderId }))).execute();
  }
  return true;
}

function shareRow(row: Selectable<Database['group_order_shares']>): ShareRow {
  return {
    ...row,
    subtotal: Number(row.subtotal),
    packaging_fee: Number(row.packaging_fee),
    delivery_fee: Number(row.delivery_fee),
    pay_extra: Number(row.pay_extra),
    total: Number(row.total),
    amount_due: Number(row.amount_due),
  };
}

/**
 * Leaving takes the participant's lines out; the row stays so their screen can say they left, and
 * how, and keeps the lines as they were: their food, which goes back to their cart. Answers them.
 */
async function leave(trx: Transaction<Database>, participantId: number, now: Date, how: 'gave_up' | 'removed'): Promise<GroupLineRow[]> {
  const lines = await trx.deleteFrom('group_order_products').where('participant_id', '=', participantId).returning(LINE_COLUMNS).execute();
  lines.sort((a, b) => a.id - b.id);
  await trx
    .updateTable('group_order_participants')
    .set({ left_at: now, confirmed_at: null, removed: how === 'removed', left_food: JSON.stringify(lines) })
    .where('id', '=', participantId)
    .execute();
  return lines;
}

class RefusedChange extends Error {
  constructor(readonly refused: GroupOrderMessage) {
    super(refused);
  }
}
