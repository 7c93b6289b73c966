import type { Translated } from 'shared-contracts/types/language';

/** Refusals of what is in the cart and what it costs (spec §4 minimum order, §5 age restriction). */
export const CART_REFUSAL_TEXTS = {
  empty: {
    en: 'Your cart is empty.',
    es: 'Tu carrito está vacío.',
    lt: 'Jūsų krepšelis tuščias.',
    ro: 'Coșul tău este gol.',
  },
  minimum: {
    en: 'The minimum order, without the delivery fee, is {minimum}: add {missing} more.',
    es: 'El pedido mínimo, sin gastos de envío, es {minimum}: añade {missing} más.',
    lt: 'Mažiausias užsakymas be pristatymo mokesčio yra {minimum}: pridėkite dar {missing}.',
    ro: 'Comanda minimă, fără taxa de livrare, este {minimum}: adaugă încă {missing}.',
  },
  age: {
    en: 'Please confirm that you are at least {age} years old.',
    es: 'Confirma que tienes al menos {age} años.',
    lt: 'Patvirtinkite, kad jums yra bent {age} metų.',
    ro: 'Te rugăm să confirmi că ai cel puțin {age} ani.',
  },
  prices_changed: {
    en: 'The prices have changed: the total is now {total}. Please check your order.',
    es: 'Los precios han cambiado: ahora el total es {total}. Revisa tu pedido.',
    lt: 'Kainos pasikeitė: dabar iš viso {total}. Patikrinkite savo užsakymą.',
    ro: 'Prețurile s-au schimbat: totalul este acum {total}. Te rugăm să verifici comanda.',
  },
  /** One order per cart: the second tab, or a tab reloaded while its order was on the way. */
  already_ordered: {
    en: 'This cart was already ordered, in this window or another one. Here is that order.',
    es: 'Este carrito ya se pidió, en esta ventana o en otra. Aquí tienes ese pedido.',
    lt: 'Šis krepšelis jau užsakytas šiame ar kitame lange. Štai tas užsakymas.',
    ro: 'Acest coș a fost deja comandat, în această fereastră sau în alta. Iată comanda.',
  },
} satisfies Record<string, Translated>;
