import { MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import { PARTICIPANT_NAME_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import type { Translated } from 'shared-contracts/types/language';

/**
 * Why a group-order call was refused (spec §4, §6, §7), in the participant's language. The screens
 * show them as sanitised HTML in a red notice (spec §8), hence the <strong>. Romanian speaks to the
 * participant as the checkout does (tu).
 */
export const GROUP_ORDER_TEXTS = {
  name_required: {
    en: 'Please enter your name.',
    es: 'Introduce tu nombre.',
    lt: 'Įveskite savo vardą.',
    ro: 'Te rugăm să-ți introduci numele.',
  },
  name_too_long: {
    en: `Your name can be at most ${PARTICIPANT_NAME_MAX_LENGTH} characters long.`,
    es: `Tu nombre puede tener como máximo ${PARTICIPANT_NAME_MAX_LENGTH} caracteres.`,
    lt: `Jūsų vardas gali būti ne ilgesnis nei ${PARTICIPANT_NAME_MAX_LENGTH} simbolių.`,
    ro: `Numele tău poate avea cel mult ${PARTICIPANT_NAME_MAX_LENGTH} de caractere.`,
  },
  name_taken: {
    en: 'Someone in this group order already goes by this name. Add an initial or a nickname so everyone can tell you apart.',
    es: 'Alguien en este pedido en grupo ya usa este nombre. Añade una inicial o un apodo para que todos os distingan.',
    lt: 'Šiame grupiniame užsakyme kažkas jau naudoja šį vardą. Pridėkite pavardės raidę arba slapyvardį, kad visi jus atskirtų.',
    ro: 'Cineva din această comandă de grup folosește deja acest nume. Adaugă o inițială sau o poreclă, ca toți să vă poată deosebi.',
  },
  link_invalid: {
    en: 'This group order link is not valid. Ask the organiser for a new one.',
    es: 'Este enlace de pedido en grupo no es válido. Pide uno nuevo al organizador.',
    lt: 'Ši grupinio užsakymo nuoroda negalioja. Paprašykite organizatoriaus naujos.',
    ro: 'Acest link de comandă de grup nu este valid. Cere-i organizatorului unul nou.',
  },
  not_participant: {
    en: 'You are not a participant of this group order. Join it through the link first.',
    es: 'No participas en este pedido en grupo. Únete primero a través del enlace.',
    lt: 'Jūs nedalyvaujate šiame grupiniame užsakyme. Pirmiausia prisijunkite per nuorodą.',
    ro: 'Nu participi la această comandă de grup. Alătură-te mai întâi prin link.',
  },
  left: {
    en: 'You are no longer part of this group order.',
    es: 'Ya no formas parte de este pedido en grupo.',
    lt: 'Jūs nebedalyvaujate šiame grupiniame užsakyme.',
    ro: 'Nu mai faci parte din această comandă de grup.',
  },
  closed: {
    en: 'This group order is already <strong>finished</strong>; it cannot be changed.',
    es: 'Este pedido en grupo ya está <strong>terminado</strong>; no se puede cambiar.',
    lt: 'Šis grupinis užsakymas jau <strong>baigtas</strong>; jo keisti negalima.',
    ro: 'Această comandă de grup este deja <strong>încheiată</strong>; nu mai poate fi schimbată.',
  },
  already_confirmed: {
    en: 'You have already <strong>confirmed</strong> your order; it cannot be changed any more.',
    es: 'Ya has <strong>confirmado</strong> tu pedido; ya no se puede cambiar.',
    lt: 'Savo užsakymą jau <strong>patvirtinote</strong>; jo nebegalima keisti.',
    ro: 'Ți-ai <strong>confirmat</strong> deja comanda; nu mai poate fi schimbată.',
  },
  not_your_product: {
    en: 'This product is not in your order.',
    es: 'Este producto no está en tu pedido.',
    lt: 'Šio produkto jūsų užsakyme nėra.',
    ro: 'Acest produs nu este în comanda ta.',
  },
  quantity_below_one: {
    en: 'The quantity cannot go below 1: delete the product instead.',
    es: 'La cantidad no puede ser menor que 1: elimina el producto.',
    lt: 'Kiekis negali būti mažesnis nei 1: verčiau ištrinkite produktą.',
    ro: 'Cantitatea nu poate scădea sub 1: șterge produsul.',
  },
  quantity_above_most: {
    en: `The quantity cannot go above ${MAX_LINE_QUANTITY}.`,
    es: `La cantidad no puede ser mayor que ${MAX_LINE_QUANTITY}.`,
    lt: `Kiekis negali būti didesnis nei ${MAX_LINE_QUANTITY}.`,
    ro: `Cantitatea nu poate depăși ${MAX_LINE_QUANTITY}.`,
  },
  nothing_to_confirm: {
    en: 'Add at least one product before confirming your order.',
    es: 'Añade al menos un producto antes de confirmar tu pedido.',
    lt: 'Prieš patvirtindami užsakymą pridėkite bent vieną produktą.',
    ro: 'Adaugă cel puțin un produs înainte să-ți confirmi comanda.',
  },
  nothing_ordered: {
    en: 'The group order has <strong>no food</strong> yet and cannot be completed empty. Add a product before you confirm, or wait for others to join through the link and add theirs.',
    es: 'El pedido en grupo <strong>aún no tiene productos</strong> y no se puede completar vacío. Añade un producto antes de confirmar, o espera a que otros se unan con el enlace y añadan los suyos.',
    lt: 'Grupiniame užsakyme <strong>dar nėra produktų</strong>, o tuščio jo užbaigti negalima. Prieš patvirtindami pridėkite produktą arba palaukite, kol kiti prisijungs per nuorodą ir pridės savo.',
    ro: 'Comanda de grup <strong>nu are încă niciun produs</strong> și nu poate fi încheiată goală. Adaugă un produs înainte să confirmi sau așteaptă ca alții să se alăture prin link și să-și adauge produsele.',
  },
  food_unavailable: {
    en: 'Some of your food is <strong>no longer available</strong>. Remove it and choose something else before you confirm.',
    es: 'Algunos de tus productos <strong>ya no están disponibles</strong>. Quítalos y elige otra cosa antes de confirmar.',
    lt: 'Kai kurių jūsų produktų <strong>nebeturima</strong>. Prieš patvirtindami juos pašalinkite ir pasirinkite ką nors kita.',
    ro: 'Unele dintre produsele tale <strong>nu mai sunt disponibile</strong>. Elimină-le și alege altceva înainte să confirmi.',
  },
  below_minimum: {
    en: 'The group order is <strong>below the minimum order</strong> for delivery. Add food before you confirm; the group order screen says how much is missing.',
    es: 'El pedido en grupo <strong>no llega al pedido mínimo</strong> para la entrega a domicilio. Añade productos antes de confirmar; la pantalla del pedido en grupo indica cuánto falta.',
    lt: 'Grupinis užsakymas <strong>nesiekia mažiausios užsakymo sumos</strong> pristatymui. Prieš patvirtindami pridėkite produktų; grupinio užsakymo ekrane matyti, kiek trūksta.',
    ro: 'Comanda de grup este <strong>sub comanda minimă</strong> pentru livrare. Adaugă produse înainte să confirmi; ecranul comenzii de grup arată cât mai lipsește.',
  },
  organiser_only: {
    en: 'Only the organiser of the group order can do this.',
    es: 'Solo el organizador del pedido en grupo puede hacer esto.',
    lt: 'Tai gali padaryti tik grupinio užsakymo organizatorius.',
    ro: 'Doar organizatorul comenzii de grup poate face asta.',
  },
  organiser_cannot_give_up: {
    en: 'As the organiser you cannot give up; you can delete the group order instead.',
    es: 'Como organizador no puedes abandonar; puedes eliminar el pedido en grupo.',
    lt: 'Organizatorius negali pasitraukti; vietoj to galite ištrinti grupinį užsakymą.',
    ro: 'Ca organizator nu poți renunța; poți, în schimb, să ștergi comanda de grup.',
  },
  participant_unknown: {
    en: 'This participant is not part of the group order.',
    es: 'Este participante no forma parte del pedido en grupo.',
    lt: 'Šis dalyvis nedalyvauja grupiniame užsakyme.',
    ro: 'Acest participant nu face parte din comanda de grup.',
  },
  already_paid: {
    en: 'This participant has already paid, or is already paid for.',
    es: 'Este participante ya ha pagado, o ya se paga por él.',
    lt: 'Šis dalyvis jau sumokėjo arba už jį jau mokama.',
    ro: 'Acest participant a plătit deja, sau se plătește deja pentru el.',
  },
  not_paid_for: {
    en: 'You are not paying for this participant, so there is nothing to stop.',
    es: 'No estás pagando por este participante, así que no hay nada que dejar de pagar.',
    lt: 'Jūs nemokate už šį dalyvį, todėl nėra ko nutraukti.',
    ro: 'Nu plătești pentru acest participant, așa că nu ai ce opri.',
  },
  pays_for_everyone: {
    en: 'In this group order <strong>one person pays for everyone</strong>, as it was started: nobody pays their own share.',
    es: 'En este pedido en grupo <strong>una persona paga por todos</strong>, tal como se creó: nadie paga su propia parte.',
    lt: 'Šiame grupiniame užsakyme <strong>vienas asmuo moka už visus</strong>, kaip nustatyta jį pradedant: niekas nemoka savo dalies atskirai.',
    ro: 'În această comandă de grup <strong>o singură persoană plătește pentru toți</strong>, așa cum a fost pornită: nimeni nu își plătește singur partea.',
  },
  share_payment_under_way: {
    en: 'This participant is <strong>paying their share right now</strong>, so you cannot pay it for them. Should their payment fail, you can pay for them then.',
    es: 'Este participante <strong>está pagando su parte ahora mismo</strong>, así que no puedes pagarla por él. Si su pago falla, podrás pagar por él entonces.',
    lt: 'Šis dalyvis <strong>kaip tik dabar moka savo dalį</strong>, todėl negalite jos sumokėti už jį. Jei jo mokėjimas nepavyktų, tada galėsite sumokėti už jį.',
    ro: 'Acest participant <strong>își plătește partea chiar acum</strong>, așa că nu o poți plăti tu pentru el. Dacă plata lui nu reușește, vei putea plăti atunci pentru el.',
  },
  share_payment_unknown: {
    en: 'The payment provider did not answer, so this participant\'s own payment could not be stopped and you cannot pay for them yet. Please try again in a moment.',
    es: 'El proveedor de pagos no ha respondido, así que no se ha podido detener el pago de este participante y aún no puedes pagar por él. Inténtalo de nuevo en un momento.',
    lt: 'Mokėjimų teikėjas neatsakė, todėl šio dalyvio mokėjimo nepavyko sustabdyti ir kol kas negalite sumokėti už jį. Pabandykite dar kartą po akimirkos.',
    ro: 'Furnizorul de plăți nu a răspuns, așa că plata acestui participant nu a putut fi oprită și încă nu poți plăti pentru el. Te rugăm să încerci din nou în câteva momente.',
  },
  delete_in_progress: {
    en: 'The group order is <strong>already in progress</strong> and can no longer be deleted.',
    es: 'El pedido en grupo <strong>ya está en curso</strong> y ya no se puede eliminar.',
    lt: 'Grupinis užsakymas <strong>jau vykdomas</strong>, jo nebegalima ištrinti.',
    ro: 'Comanda de grup este <strong>deja în curs</strong> și nu mai poate fi ștearsă.',
  },
  give_up_in_progress: {
    en: 'The group order is <strong>already in progress</strong>: you can no longer give up.',
    es: 'El pedido en grupo <strong>ya está en curso</strong>: ya no puedes abandonarlo.',
    lt: 'Grupinis užsakymas <strong>jau vykdomas</strong>: pasitraukti nebegalite.',
    ro: 'Comanda de grup este <strong>deja în curs</strong>: nu mai poți renunța.',
  },
  // A change (an add, a confirm) to a group order the organiser deleted: not "finished", which it never was.
  deleted: {
    en: 'The organiser <strong>deleted</strong> this group order; it cannot be changed.',
    es: 'El organizador <strong>eliminó</strong> este pedido en grupo; no se puede cambiar.',
    lt: 'Organizatorius <strong>ištrynė</strong> šį grupinį užsakymą; jo pakeisti negalima.',
    ro: 'Organizatorul a <strong>șters</strong> această comandă de grup; nu mai poate fi modificată.',
  },
  join_cancelled: {
    en: 'The organiser <strong>deleted</strong> this group order: nobody can join it any more. Ask them about a new one.',
    es: 'El organizador <strong>eliminó</strong> este pedido en grupo: ya nadie puede unirse. Pregúntale por uno nuevo.',
    lt: 'Organizatorius <strong>ištrynė</strong> šį grupinį užsakymą: prie jo nebegalima prisijungti. Paklauskite jo apie naują.',
    ro: 'Organizatorul a <strong>șters</strong> această comandă de grup: nu se mai poate alătura nimeni. Întreabă-l de una nouă.',
  },
  join_in_progress: {
    en: 'This group order is already in progress: nobody can join it any more. Ask the organiser about a new one.',
    es: 'Este pedido en grupo ya está en curso: ya nadie puede unirse. Pregunta al organizador por uno nuevo.',
    lt: 'Šis grupinis užsakymas jau vykdomas: prie jo nebegalima prisijungti. Paklauskite organizatoriaus apie naują.',
    ro: 'Această comandă de grup este deja în curs: nu se mai poate alătura nimeni. Întreabă-l pe organizator de una nouă.',
  },
  split_needs_cards: {
    en: 'This shop does not take cards online, so everyone cannot pay their own part: choose that one person pays.',
    es: 'Esta tienda no acepta tarjetas en línea, así que cada uno no puede pagar su parte: elige que pague una sola persona.',
    lt: 'Ši parduotuvė nepriima kortelių internetu, todėl kiekvienas negali sumokėti savo dalies: pasirinkite, kad moka vienas asmuo.',
    ro: 'Acest magazin nu acceptă plata online cu cardul, așa că fiecare nu își poate plăti partea: alege să plătească o singură persoană.',
  },
  // A group extra finer than the brand's currency is charged in: its share could not be charged.
  // Plain: the start form shows it on its field, not in the HTML notice.
  pay_extra_whole: {
    en: 'In this shop\'s currency the extra is a whole amount: enter it without decimals.',
    es: 'En la moneda de esta tienda el extra es una cantidad entera: escríbelo sin decimales.',
    lt: 'Šios parduotuvės valiuta priedas yra sveikoji suma: įveskite jį be skaitmenų po kablelio.',
    ro: 'În moneda acestui magazin suma în plus este un număr întreg: introdu-o fără zecimale.',
  },
  pay_extra_cents: {
    en: 'Enter the extra with at most 2 decimals.',
    es: 'Escribe el extra con 2 decimales como máximo.',
    lt: 'Įveskite priedą su ne daugiau kaip 2 skaitmenimis po kablelio.',
    ro: 'Introdu suma în plus cu cel mult 2 zecimale.',
  },
  store_unknown: {
    en: 'This store does not exist.',
    es: 'Este local no existe.',
    lt: 'Tokios parduotuvės nėra.',
    ro: 'Acest restaurant nu există.',
  },
  delivery_area_unknown: {
    en: 'Choose a delivery address inside one of our delivery areas first.',
    es: 'Elige primero una dirección de entrega dentro de nuestras zonas de reparto.',
    lt: 'Pirmiausia pasirinkite pristatymo adresą mūsų pristatymo zonoje.',
    ro: 'Alege mai întâi o adresă de livrare dintr-una dintre zonele noastre de livrare.',
  },
  // A start or join whose Idempotency-Key came with another request first: the shop's own screens
  // send each request under a key of its own, so only another client would be told this.
  key_reused: {
    en: 'This Idempotency-Key was already sent with another request. Send a new key with this one.',
    es: 'Esta Idempotency-Key ya se envió con otra solicitud. Envía una clave nueva con esta.',
    lt: 'Šis Idempotency-Key jau buvo išsiųstas su kita užklausa. Su šia užklausa siųskite naują raktą.',
    ro: 'Această Idempotency-Key a fost deja trimisă cu o altă cerere. Trimite o cheie nouă cu aceasta.',
  },
} satisfies Record<string, Translated>;
