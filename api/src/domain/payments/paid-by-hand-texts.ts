import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals to the staff taking a table order the guest chose to pay online as paid by hand instead
 * (paid-by-hand-instead), in the staff page's language. Each says whether to take the money.
 */
export const PAID_BY_HAND_TEXTS = {
  how_paid: {
    en: 'Say how the guest paid here: in cash or by card on the terminal.',
    es: 'Indica cómo ha pagado el cliente aquí: en efectivo o con tarjeta en el terminal.',
    lt: 'Nurodykite, kaip svečias sumokėjo čia: grynaisiais ar kortele terminale.',
    ro: 'Spune cum a plătit clientul aici: numerar sau cu cardul la terminal.',
  },
  paid_online: {
    en: 'Order {id} was paid online meanwhile: take no money for it here.',
    es: 'El pedido {id} se ha pagado en línea mientras tanto: no cobres nada por él aquí.',
    lt: 'Užsakymas {id} tuo metu buvo apmokėtas internetu: čia už jį pinigų neimkite.',
    ro: 'Comanda {id} a fost plătită online între timp: nu încasa nimic pentru ea aici.',
  },
  processing: {
    en: "The guest's online payment for order {id} is going through right now. Take no money for it yet: wait a moment for its outcome.",
    es: 'El pago en línea del cliente para el pedido {id} se está procesando ahora mismo. No cobres nada todavía: espera un momento a que termine.',
    lt: 'Svečio mokėjimas internetu už užsakymą {id} šiuo metu apdorojamas. Pinigų dar neimkite: palaukite akimirką, kol paaiškės rezultatas.',
    ro: 'Plata online a clientului pentru comanda {id} se procesează chiar acum. Nu încasa nimic încă: așteaptă câteva momente rezultatul.',
  },
  under_way: {
    en: 'An online payment for order {id} is under way and cannot be cancelled now. Take no money for it yet: try again in a moment.',
    es: 'Hay un pago en línea del pedido {id} en curso y ahora no se puede cancelar. No cobres nada todavía: inténtalo de nuevo en un momento.',
    lt: 'Užsakymo {id} mokėjimas internetu vykdomas, todėl dabar jo atšaukti negalima. Pinigų dar neimkite: pabandykite dar kartą po akimirkos.',
    ro: 'O plată online pentru comanda {id} este în curs și nu poate fi anulată acum. Nu încasa nimic încă: încearcă din nou în câteva momente.',
  },
  // Its provider is no longer the shop's (closablePayment's 'under_way'): trying again does not help.
  other_provider: {
    en: 'The online payment for order {id} was started with a payment provider the shop no longer uses, so it cannot be cancelled from here. Take no money for it.',
    es: 'El pago en línea del pedido {id} se inició con un proveedor de pagos que la tienda ya no usa, así que no se puede cancelar desde aquí. No cobres nada por él.',
    lt: 'Užsakymo {id} mokėjimas internetu pradėtas per mokėjimų teikėją, kurio parduotuvė nebenaudoja, todėl čia jo atšaukti negalima. Pinigų už jį neimkite.',
    ro: 'Plata online pentru comanda {id} a fost începută la un furnizor de plăți pe care magazinul nu îl mai folosește, așa că nu poate fi anulată de aici. Nu încasa nimic pentru ea.',
  },
  unreachable: {
    en: 'The payment provider did not answer, so the online payment for order {id} was not cancelled and nothing changed. Try again in a moment.',
    es: 'El proveedor de pagos no ha respondido, así que el pago en línea del pedido {id} no se ha cancelado y no ha cambiado nada. Inténtalo de nuevo en un momento.',
    lt: 'Mokėjimų teikėjas neatsakė, todėl užsakymo {id} mokėjimas internetu neatšauktas ir niekas nepakeista. Pabandykite dar kartą po akimirkos.',
    ro: 'Furnizorul de plăți nu a răspuns, așa că plata online pentru comanda {id} nu a fost anulată și nu s-a schimbat nimic. Încearcă din nou în câteva momente.',
  },
  order_changed: {
    en: 'The way order {id} is paid changed meanwhile. Look at the board again before taking money for it.',
    es: 'La forma de pago del pedido {id} ha cambiado mientras tanto. Vuelve a mirar el tablero antes de cobrarlo.',
    lt: 'Užsakymo {id} mokėjimo būdas tuo metu pasikeitė. Prieš imdami pinigus dar kartą peržiūrėkite lentą.',
    ro: 'Modul de plată al comenzii {id} s-a schimbat între timp. Uită-te din nou pe panou înainte de a încasa.',
  },
  // Cancelled unpaid once its online payment never came in time (unpaid-order-abandonment).
  abandoned: {
    en: 'Order {id} was cancelled because it was not paid online in time, and its bonus points and voucher went back to the guest. It cannot be paid any more: if the guest still wants it, place it again.',
    es: 'El pedido {id} se ha cancelado porque no se pagó en línea a tiempo, y sus puntos y su vale han vuelto al cliente. Ya no se puede pagar: si el cliente todavía lo quiere, haz el pedido de nuevo.',
    lt: 'Užsakymas {id} atšauktas, nes nebuvo laiku apmokėtas internetu, o jo premijos taškai ir kuponas grąžinti svečiui. Jo apmokėti nebegalima: jei svečias vis dar jo nori, pateikite užsakymą iš naujo.',
    ro: 'Comanda {id} a fost anulată pentru că nu a fost plătită online la timp, iar punctele și voucherul ei au revenit clientului. Nu mai poate fi plătită: dacă clientul încă o vrea, plasează comanda din nou.',
  },
} satisfies Record<string, Translated>;
