/**
 * Shared-contracts modules the catalog's first screens use and the shell itself does not: money as
 * the spec writes it, and what that needs; the allergens' names (the products' badges and the
 * "Avoid allergens" filter), a request of its own on every homepage otherwise. Provided from main.js with the rest, a remote finds them
 * there; otherwise it fetches its own copy, one folder file per step of the chain (ui -> pricing ->
 * i18n -> language), and the homepage asks for its products only once the last one is in.
 */
import 'shared-contracts/ui/Price';
import 'shared-contracts/pricing/format-money';
import 'shared-contracts/i18n/format-number';
import 'shared-contracts/language/locale';
import 'shared-contracts/types/allergen';
