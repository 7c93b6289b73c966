import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { smsRecipient } from '../domain/account/sms-recipient';
import { loyaltyRepository } from './loyalty-repository';
import { outboxRepository } from './outbox-repository';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  /** Null for an account made with Google: it signs in with Google until a password is set. */
  password_hash: string | null;
  google_subject?: string;
  referral_code: string;
  referred_by: number | null;
}

/** Accounts; a deleted account is never found again (its e-mail is erased). */
export function usersRepository(db: Kysely<Database>) {
  return {
    async create(user: NewUser): Promise<UserRow> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
    },

    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_subject', '=', subject).where('deleted_at', 'is', null).executeTakeFirst();
    },

    async linkGoogle(id: number, subject: string): Promise<UserRow> {
      return db.updateTable('users').set({ google_subject: subject }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async findByReferralCode(code: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('referral_code', '=', code).where('deleted_at', 'is', null).executeTakeFirst();
    },

    /**
     * The account's new address. Answers the user, or undefined when the account was deleted
     * meanwhile. The "forgotten password" links sent to the old address are spent: the old mailbox,
     * perhaps no longer the customer's, must not set the password.
     */
    async setEmail(id: number, email: string): Promise<UserRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable('users')
          // A form loaded with the old address must not save it back.
          .set((eb) => ({ email, profile_version: eb('profile_version', '+', 1) }))
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
        return user;
      });
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /**
     * Saves the profile only over the revision the form was loaded with (compare-and-set in one
     * statement, so two saves cannot both pass): undefined when it changed since, and nothing is written.
     */
    async updateProfile(id: number, loadedVersion: number, profile: { name: string; phone: string; phoneChanged: boolean }): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set((eb) => ({
          name: profile.name,
          phone: profile.phone,
          // A new number must be validated again.
          ...(profile.phoneChanged ? { phone_validated_at: null } : {}),
          profile_version: eb('profile_version', '+', 1),
        }))
        .where('id', '=', id)
        .where('profile_version', '=', loadedVersion)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A new password spends every "forgotten password" link still out for the account: one sent
     * before would otherwise set another password over it, for up to an hour. So it does every new
     * e-mail address still waiting for its link: a new password is how a customer shuts out someone
     * holding one of their sessions (all others end with it), and that someone may have asked for
     * their own address; its link would still make it the account's, and a forgotten-password link
     * sent there would take the account back. The change is asked for again, if it was the customer's.
     */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
        await trx.deleteFrom('email_changes').where('user_id', '=', id).where('used_at', 'is', null).execute();
      });
    },

    async markPhoneValidated(id: number, at: Date): Promise<void> {
      await db.updateTable('users').set({ phone_validated_at: at }).where('id', '=', id).execute();
    },

    /**
     * Deleting an account erases the person: name, e-mail, phone, password, referral code, and
     * every row of theirs that holds personal data, and the personal fields of their orders (all
     * past by then: DELETE public/account waits while one is still to be handed over). The row
     * stays so the (now anonymous) orders keep an owner. `addressKey` is the keyed hash of its
     * e-mail address (domain/account/rewarded-address): kept when the account had the welcome
     * voucher, or earned its referrer the referral points, so registering the address again gives
     * no second one. The codes of the vouchers given to it stay given, to no account (a code given
     * to none is a promotion anyone may use). `brandCountry` (the website's country_code) writes its
     * phone number as its text messages went (smsRecipient).
     */
    async erase(id: number, at: Date, addressKey: string | null, brandCountry: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The address the voucher was given to was kept then; this keeps the one the account has
        // now (it may have changed since, or the voucher predate migration 147).
        const welcomed = await trx
          .selectFrom('user_vouchers')
          .innerJoin('loyalty_settings', 'loyalty_settings.welcome_voucher_code', 'user_vouchers.voucher_code')
          .select('user_vouchers.user_id')
          .where('user_vouchers.user_id', '=', id)
          .executeTakeFirst();
        if (welcomed && addressKey) {
          await trx.insertInto('welcomed_addresses').values({ address_key: addressKey }).onConflict((oc) => oc.column('address_key').doNothing()).execute();
        }
        // Likewise the address of a friend whose referrer was credited (kept then since migration 161).
        const referred = await trx.selectFrom('points_ledger').select('id').where('referred_user_id', '=', id).executeTakeFirst();
        if (referred && addressKey) {
          await trx.insertInto('referred_addresses').values({ address_key: addressKey }).onConflict((oc) => oc.column('address_key').doNothing()).execute();
        }
        // The sign-up and e-mail-change requests hold the name, addresses, phone and password hash.
        const { email, phone } = await trx.selectFrom('users').select(['email', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();
        if (email) await trx.deleteFrom('registration_confirmations').where('email', '=', email).execute();
        // Its messages too: sent, they say whom the shop wrote to; unsent, their links and codes open
        // nothing now. A notice of the deletion itself would have to be enqueued after the erase.
        await outboxRepository(trx).forgetMessagesTo(email, phone ? [phone, smsRecipient(phone, brandCountry)] : []);
        await trx.deleteFrom('email_changes').where('user_id', '=', id).execute();
        await trx.deleteFrom('user_tokens').where('user_id', '=', id).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
        await trx.deleteFrom('phone_codes').where('user_id', '=', id).execute();
        await trx.deleteFrom('delivery_addresses').where('user_id', '=', id).execute();
        // The codes given to the account stay given, to no one (not a promotion for anyone).
        await loyaltyRepository(trx).forgetHolder(id);
        await trx.deleteFrom('points_ledger').where('user_id', '=', id).execute();
        await trx.deleteFrom('saved_cards').where('user_id', '=', id).execute();
        await trx.deleteFrom('card_saving_wishes').where('user_id', '=', id).execute();
        await trx.deleteFrom('payment_customers').where('user_id', '=', id).execute();
        // Orders stay (the shop's books need them) but no longer say who or where.
        await trx
          .updateTable('orders')
          .set({ name: '', email: '', phone: '', address: '', address_line2: '', address_name: '', address_instructions: '', lat: null, lng: null, informations: '' })
          .where('user_id', '=', id)
          .execute();
        await trx
          .updateTable('users')
          .set({ name: '', email: null, phone: '', password_hash: null, phone_validated_at: null, referral_code: null, google_subject: null, deleted_at: at })
          .where('id', '=', id)
          .execute();
      });
    },
  };
}
