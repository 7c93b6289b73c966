import type { FastifyRequest } from 'fastify';
import type { Language, Translated } from 'shared-contracts/types/language';
import { contentLanguageOf, translate } from '../language';

/** The sentences of ordering at the table and of the staff page, in the shop's languages. */
const MESSAGES = {
  link_invalid: {
    en: 'This table code is no longer valid. Please ask the staff for the current one.',
    es: 'Este código de mesa ya no es válido. Pide el actual al personal.',
    lt: 'Šis staliuko kodas nebegalioja. Paprašykite personalo dabartinio kodo.',
    ro: 'Acest cod de masă nu mai este valid. Cere personalului codul actual.',
  },
  at_another_store: {
    en: 'Table {number} is at another store.',
    es: 'La mesa {number} está en otra tienda.',
    lt: 'Staliukas {number} yra kitoje parduotuvėje.',
    ro: 'Masa {number} este la alt restaurant.',
  },
  prepared_now: {
    en: 'An order from the table is prepared now.',
    es: 'Un pedido desde la mesa se prepara ahora.',
    lt: 'Užsakymas prie staliuko ruošiamas dabar.',
    ro: 'O comandă de la masă se pregătește acum.',
  },
  // Asking for the bill at a table that owes nothing. Said so that it is true for a new party too,
  // who ordered nothing yet at a table the last one paid off.
  paid_off: {
    en: 'There is nothing to pay at this table now: no bill to bring. Call the waiter if you need anything.',
    es: 'Ahora no hay nada que pagar en esta mesa: no hay cuenta que traer. Llama al camarero si necesitas algo.',
    lt: 'Šiuo metu prie šio staliuko nėra ką mokėti: sąskaitos nešti nereikia. Jei ko nors reikia, pakvieskite padavėją.',
    ro: 'Acum nu este nimic de plătit la această masă: nu e nicio notă de adus. Cheamă ospătarul dacă ai nevoie de ceva.',
  },
  waiter_too_soon: {
    en: 'The waiter has been called. You can call again in a minute.',
    es: 'Ya hemos avisado al camarero. Puedes volver a llamarle dentro de un minuto.',
    lt: 'Padavėjas jau pakviestas. Dar kartą kviesti galėsite po minutės.',
    ro: 'Ospătarul a fost chemat. Îl poți chema din nou peste un minut.',
  },
  bill_too_soon: {
    en: 'The bill has been asked for. You can ask again in a minute.',
    es: 'Ya hemos pedido la cuenta. Puedes volver a pedirla dentro de un minuto.',
    lt: 'Sąskaita jau paprašyta. Dar kartą prašyti galėsite po minutės.',
    ro: 'Nota a fost cerută. O poți cere din nou peste un minut.',
  },
  staff_sign_in: {
    en: 'Please enter the staff code of this store.',
    es: 'Introduce el código de personal de este local.',
    lt: 'Įveskite šios parduotuvės personalo kodą.',
    ro: 'Te rugăm să introduci codul de personal al acestui restaurant.',
  },
  // A code was given but is no store's: said apart from a missing one, so the staff retype it.
  staff_code_wrong: {
    en: 'This staff code is not valid for this store.',
    es: 'Este código de personal no es válido para este local.',
    lt: 'Šis personalo kodas šiai parduotuvei netinka.',
    ro: 'Acest cod de personal nu este valid pentru acest restaurant.',
  },
  // The board's live stream was opened with an expired or altered ticket: the page asks for a new one.
  staff_ticket_invalid: {
    en: 'This link to the live board has expired. Open the board again.',
    es: 'Este enlace al tablero en directo ha caducado. Vuelve a abrir el tablero.',
    lt: 'Ši tiesioginės lentos nuoroda nebegalioja. Atidarykite lentą iš naujo.',
    ro: 'Acest link către panoul live a expirat. Deschide din nou panoul.',
  },
  // The label under each code of the printable sheet, in the staff's language.
  table_label: {
    en: 'Table {number}',
    es: 'Mesa {number}',
    lt: 'Staliukas {number}',
    ro: 'Masa {number}',
  },
  order_not_found: {
    en: 'This store has no order with this number.',
    es: 'Este local no tiene ningún pedido con este número.',
    lt: 'Ši parduotuvė neturi užsakymo šiuo numeriu.',
    ro: 'Acest restaurant nu are nicio comandă cu acest număr.',
  },
  paid_online: {
    en: 'This order is paid online: its payment provider confirms the payment.',
    es: 'Este pedido se paga en línea: el proveedor de pagos confirma el pago.',
    lt: 'Šis užsakymas apmokamas internetu: mokėjimą patvirtina mokėjimų paslaugų teikėjas.',
    ro: 'Această comandă se plătește online: plata o confirmă furnizorul ei de plăți.',
  },
  not_found: {
    en: 'There is nothing to acknowledge here any more.',
    es: 'Aquí ya no hay nada que confirmar.',
    lt: 'Čia nebėra ko patvirtinti.',
    ro: 'Aici nu mai este nimic de confirmat.',
  },
} satisfies Record<string, Translated>;

export type TableMessage = keyof typeof MESSAGES;

export function tableMessage(request: FastifyRequest, key: TableMessage, params: Record<string, string | number> = {}): string {
  return tableMessageIn(contentLanguageOf(request), key, params);
}

/** The sentence in `language` (an order's), `{number}` filled. */
export function tableMessageIn(language: Language, key: TableMessage, params: Record<string, string | number> = {}): string {
  return translate(MESSAGES[key], language, params);
}
