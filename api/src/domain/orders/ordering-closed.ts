import type { Language, Translated } from 'shared-contracts/types/language';
import type { WebsiteRow } from '../../repositories/website-repository';
import { translate } from '../language';
import { isOrderingAllowed } from '../website-settings';

const ORDERING_CLOSED = {
  en: 'Online ordering is closed right now: no orders can be placed.',
  es: 'Los pedidos en línea están cerrados ahora: no se pueden hacer pedidos.',
  lt: 'Užsakymai internetu šiuo metu nepriimami: užsakyti negalima.',
  ro: 'Comenzile online sunt închise acum: nu se pot plasa comenzi.',
} satisfies Translated;

/**
 * Spec §3/§9 allow_ordering: a browse-only brand takes no order, however it is sent (a cart saved
 * before, a table, a group order, a direct call); the catalog only hides its add buttons. The
 * refusal in the request's language; null while the brand takes orders.
 */
export function orderingClosedRefusal(website: Pick<WebsiteRow, 'allow_ordering'>, language: Language): string | null {
  return isOrderingAllowed(website) ? null : translate(ORDERING_CLOSED, language);
}
