import { Migrator, type Kysely, type Migration } from 'kysely';
import * as brandAndStores from './migrations/001_brand_and_stores';
import * as catalog from './migrations/002_catalog';
import * as vouchersAndRedirects from './migrations/003_vouchers_and_redirects';
import * as carts from './migrations/004_carts';
import * as seeds from './migrations/005_seeds';
import * as outbox from './migrations/006_outbox';
import * as demoTrackers from './migrations/007_demo_trackers';
import * as optionAllergens from './migrations/010_option_allergens';
import * as accounts from './migrations/020_accounts';
import * as reservationsEventsJobs from './migrations/030_reservations_events_jobs';
import * as orders from './migrations/040_orders';
import * as orderOwner from './migrations/045_order_owner';
import * as groupOrders from './migrations/080_group_orders';
import * as tableOrdering from './migrations/090_table_ordering';
import * as orderSlotCaps from './migrations/050_order_slot_caps';
import * as deliveryNotifyRequests from './migrations/051_delivery_notify_requests';
import * as orderLoyaltyPoints from './migrations/052_order_loyalty_points';
import * as orderAddressDetails from './migrations/053_order_address_details';
import * as startOnDelivery from './migrations/054_start_on_delivery';
import * as productOrderTiming from './migrations/055_product_order_timing';
import * as paidOrdersAndSavedCards from './migrations/060_paid_orders_and_saved_cards';
import * as googleSignIn from './migrations/061_google_sign_in';
import * as oneReferralPerFriend from './migrations/062_one_referral_per_friend';
import * as payments from './migrations/070_payments';
import * as groupOrderShares from './migrations/081_group_order_shares';
import * as paymentMethodChanges from './migrations/071_payment_method_changes';
import * as storePaymentMethods from './migrations/072_store_payment_methods';
import * as limonaiaBrand from './migrations/100_limonaia_brand';
import * as registrationConfirmations from './migrations/140_registration_confirmations';
import * as emailChanges from './migrations/141_email_changes';
import * as cardSaving from './migrations/142_card_saving';
import * as addressesWithoutPoint from './migrations/143_addresses_without_point';
import * as translatedMetaTags from './migrations/144_translated_meta_tags';
import * as seedIngredientTranslations from './migrations/145_seed_ingredient_translations';
import * as userVoucherUse from './migrations/146_user_voucher_use';
import * as welcomedAddresses from './migrations/147_welcomed_addresses';
import * as confirmationsAfterPayment from './migrations/148_confirmations_after_payment';
import * as profileVersion from './migrations/149_profile_version';
import * as oneOrderPerCart from './migrations/150_one_order_per_cart';
import * as sharesTakenOver from './migrations/151_shares_taken_over';
import * as groupLineAddKeys from './migrations/152_group_line_add_keys';
import * as removedParticipants from './migrations/153_removed_participants';
import * as abandonedUnpaidOrders from './migrations/154_abandoned_unpaid_orders';
import * as formIdempotencyKeys from './migrations/155_form_idempotency_keys';
import * as termsSayWhatTheShopDoes from './migrations/156_terms_say_what_the_shop_does';
import * as orderLanguage from './migrations/157_order_language';
import * as noHeldConfirmationsOfCancelledOrders from './migrations/158_no_held_confirmations_of_cancelled_orders';
import * as participantRequestHashes from './migrations/159_participant_request_hashes';
import * as foodOfThoseWhoLeft from './migrations/160_food_of_those_who_left';
import * as referredAddresses from './migrations/161_referred_addresses';
import * as paymentMethodChangedAt from './migrations/162_payment_method_changed_at';
import * as staffMailReplyAndAttachment from './migrations/163_staff_mail_reply_and_attachment';
import * as pointsCreditedAt from './migrations/164_points_credited_at';
import * as declinedCaptures from './migrations/165_declined_captures';
import * as overdueCheckedAt from './migrations/166_overdue_checked_at';
import * as formRequestHashes from './migrations/167_form_request_hashes';
import * as savedAddressKeys from './migrations/168_saved_address_keys';
import * as pointsTakenBack from './migrations/169_points_taken_back';
import * as spentPointsGivenBack from './migrations/170_spent_points_given_back';
import * as attemptStartedAt from './migrations/171_attempt_started_at';
import * as vouchersOfDeletedAccounts from './migrations/172_vouchers_of_deleted_accounts';
import * as returnedPayments from './migrations/173_returned_payments';
import * as outboxFailures from './migrations/174_outbox_failures';
import * as cvBytesPerDay from './migrations/175_cv_bytes_per_day';
import * as hotPathIndexes from './migrations/176_hot_path_indexes';
import * as outboxClaims from './migrations/177_outbox_claims';
import * as phoneCodeDays from './migrations/178_phone_code_days';
import * as cartRevision from './migrations/179_cart_revision';
import type { Database } from './schema';

/** Listed by hand (no folder scan) so the same list works under tsx, jest and a bundle. */
const migrations: Record<string, Migration> = {
  '001_brand_and_stores': brandAndStores,
  '002_catalog': catalog,
  '003_vouchers_and_redirects': vouchersAndRedirects,
  '004_carts': carts,
  '005_seeds': seeds,
  '006_outbox': outbox,
  '007_demo_trackers': demoTrackers,
  '010_option_allergens': optionAllergens,
  '020_accounts': accounts,
  '030_reservations_events_jobs': reservationsEventsJobs,
  '040_orders': orders,
  '045_order_owner': orderOwner,
  '080_group_orders': groupOrders,
  '081_group_order_shares': groupOrderShares,
  '090_table_ordering': tableOrdering,
  '050_order_slot_caps': orderSlotCaps,
  '051_delivery_notify_requests': deliveryNotifyRequests,
  '052_order_loyalty_points': orderLoyaltyPoints,
  '053_order_address_details': orderAddressDetails,
  '054_start_on_delivery': startOnDelivery,
  '055_product_order_timing': productOrderTiming,
  '060_paid_orders_and_saved_cards': paidOrdersAndSavedCards,
  '061_google_sign_in': googleSignIn,
  '062_one_referral_per_friend': oneReferralPerFriend,
  '070_payments': payments,
  '071_payment_method_changes': paymentMethodChanges,
  '072_store_payment_methods': storePaymentMethods,
  '100_limonaia_brand': limonaiaBrand,
  '140_registration_confirmations': registrationConfirmations,
  '141_email_changes': emailChanges,
  '142_card_saving': cardSaving,
  '143_addresses_without_point': addressesWithoutPoint,
  '144_translated_meta_tags': translatedMetaTags,
  '145_seed_ingredient_translations': seedIngredientTranslations,
  '146_user_voucher_use': userVoucherUse,
  '147_welcomed_addresses': welcomedAddresses,
  '148_confirmations_after_payment': confirmationsAfterPayment,
  '149_profile_version': profileVersion,
  '150_one_order_per_cart': oneOrderPerCart,
  '151_shares_taken_over': sharesTakenOver,
  '152_group_line_add_keys': groupLineAddKeys,
  '153_removed_participants': removedParticipants,
  '154_abandoned_unpaid_orders': abandonedUnpaidOrders,
  '155_form_idempotency_keys': formIdempotencyKeys,
  '156_terms_say_what_the_shop_does': termsSayWhatTheShopDoes,
  '157_order_language': orderLanguage,
  '158_no_held_confirmations_of_cancelled_orders': noHeldConfirmationsOfCancelledOrders,
  '159_participant_request_hashes': participantRequestHashes,
  '160_food_of_those_who_left': foodOfThoseWhoLeft,
  '161_referred_addresses': referredAddresses,
  '162_payment_method_changed_at': paymentMethodChangedAt,
  '163_staff_mail_reply_and_attachment': staffMailReplyAndAttachment,
  '164_points_credited_at': pointsCreditedAt,
  '165_declined_captures': declinedCaptures,
  '166_overdue_checked_at': overdueCheckedAt,
  '167_form_request_hashes': formRequestHashes,
  '168_saved_address_keys': savedAddressKeys,
  '169_points_taken_back': pointsTakenBack,
  '170_spent_points_given_back': spentPointsGivenBack,
  '171_attempt_started_at': attemptStartedAt,
  '172_vouchers_of_deleted_accounts': vouchersOfDeletedAccounts,
  '173_returned_payments': returnedPayments,
  '174_outbox_failures': outboxFailures,
  '175_cv_bytes_per_day': cvBytesPerDay,
  '176_hot_path_indexes': hotPathIndexes,
  '177_outbox_claims': outboxClaims,
  '178_phone_code_days': phoneCodeDays,
  '179_cart_revision': cartRevision,
};

/** Brings the schema to the latest migration; running it again does nothing. */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Teams add migrations in their own number ranges; one merged later than a higher-numbered one
    // must still run on databases that already have the other.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
