import type { Translated } from 'shared-contracts/types/language';

/** Why the organiser cannot place their group order (issue 7) as it was sent, as the checkout shows it. */
export const GROUP_ORDER_CHECKOUT_TEXTS = {
  not_organiser: {
    en: 'Only the organiser of this group order can place it, from the device they organised it on.',
    es: 'Solo el organizador de este pedido en grupo puede hacerlo, desde el dispositivo en el que lo organizó.',
    lt: 'Šį grupinį užsakymą pateikti gali tik jo organizatorius, iš įrenginio, kuriame jį organizavo.',
    ro: 'Doar organizatorul acestei comenzi de grup o poate plasa, de pe dispozitivul de pe care a organizat-o.',
  },
  not_completed: {
    en: 'Not everyone has confirmed their part of the group order yet.',
    es: 'Todavía no todos han confirmado su parte del pedido en grupo.',
    lt: 'Dar ne visi patvirtino savo grupinio užsakymo dalį.',
    ro: 'Nu toată lumea și-a confirmat încă partea din comanda de grup.',
  },
  food_unavailable: {
    en: 'Some food of the group order is no longer available. The group order is open again, so those concerned can choose something else.',
    es: 'Algunos productos del pedido en grupo ya no están disponibles. El pedido en grupo está abierto de nuevo para que los afectados elijan otra cosa.',
    lt: 'Kai kurių grupinio užsakymo produktų nebeturima. Grupinis užsakymas vėl atidarytas, kad tie, kurių tai liečia, galėtų pasirinkti ką nors kita.',
    ro: 'Unele produse din comanda de grup nu mai sunt disponibile. Comanda de grup este din nou deschisă, ca cei în cauză să poată alege altceva.',
  },
  share_below_card_minimum: {
    en: 'Paying by card online takes at least {minimum}, and in this group order someone would pay less, so it could not be paid. The group order is open again: those concerned can add food, or you can pay for them.',
    es: 'El pago con tarjeta en línea admite al menos {minimum}, y en este pedido en grupo alguien pagaría menos, así que no se podría pagar. El pedido en grupo está abierto de nuevo: los afectados pueden añadir productos, o puedes pagar por ellos.',
    lt: 'Kortele internetu galima mokėti ne mažiau kaip {minimum}, o šiame grupiniame užsakyme kažkas mokėtų mažiau, todėl to nepavyktų apmokėti. Grupinis užsakymas vėl atidarytas: tie, kurių tai liečia, gali pridėti produktų, arba jūs galite sumokėti už juos.',
    ro: 'Plata cu cardul online acceptă cel puțin {minimum}, iar în această comandă de grup cineva ar plăti mai puțin, așa că nu s-ar putea plăti. Comanda de grup este din nou deschisă: cei în cauză pot adăuga produse sau poți plăti tu pentru ei.',
  },
  already_placed: {
    en: 'This group order has already been placed.',
    es: 'Este pedido en grupo ya se ha hecho.',
    lt: 'Šis grupinis užsakymas jau pateiktas.',
    ro: 'Această comandă de grup a fost deja plasată.',
  },
  other_store: {
    en: 'This group order is from {store}.',
    es: 'Este pedido en grupo es de {store}.',
    lt: 'Šio grupinio užsakymo parduotuvė: {store}.',
    ro: 'Această comandă de grup este de la {store}.',
  },
  another_store: {
    en: 'This group order is from another store.',
    es: 'Este pedido en grupo es de otra tienda.',
    lt: 'Šis grupinis užsakymas yra iš kitos parduotuvės.',
    ro: 'Această comandă de grup este de la alt restaurant.',
  },
  delivered: {
    en: 'This group order is delivered: enter the delivery address.',
    es: 'Este pedido en grupo es con entrega a domicilio: introduce la dirección de entrega.',
    lt: 'Šis grupinis užsakymas pristatomas: įveskite pristatymo adresą.',
    ro: 'Această comandă de grup se livrează: introdu adresa de livrare.',
  },
  picked_up: {
    en: 'This group order is picked up at the store.',
    es: 'Este pedido en grupo se recoge en la tienda.',
    lt: 'Šis grupinis užsakymas atsiimamas parduotuvėje.',
    ro: 'Această comandă de grup se ridică de la restaurant.',
  },
  outside_area: {
    en: 'This address is outside the delivery area the group order was started for.',
    es: 'Esta dirección está fuera de la zona de entrega para la que se empezó el pedido en grupo.',
    lt: 'Šis adresas yra už pristatymo zonos, kuriai buvo pradėtas grupinis užsakymas.',
    ro: 'Această adresă este în afara zonei de livrare pentru care a fost începută comanda de grup.',
  },
  voucher: {
    en: 'A voucher cannot be used on a group order.',
    es: 'No se puede usar un vale en un pedido en grupo.',
    lt: 'Grupiniam užsakymui kupono naudoti negalima.',
    ro: 'Nu poți folosi un voucher la o comandă de grup.',
  },
  points: {
    en: 'Bonus points cannot be used on a group order.',
    es: 'No se pueden usar puntos de bonificación en un pedido en grupo.',
    lt: 'Grupiniam užsakymui premijos taškų naudoti negalima.',
    ro: 'Nu poți folosi puncte de fidelitate la o comandă de grup.',
  },
  split_card: {
    en: 'In this group order everyone pays their own share by card: choose card.',
    es: 'En este pedido en grupo cada uno paga su parte con tarjeta: elige tarjeta.',
    lt: 'Šiame grupiniame užsakyme kiekvienas savo dalį moka kortele: pasirinkite kortelę.',
    ro: 'În această comandă de grup fiecare își plătește partea cu cardul: alege cardul.',
  },
  integral_methods: {
    en: 'In this group order one person pays the whole by card or in cash when the food is handed over: choose one of those.',
    es: 'En este pedido en grupo una sola persona paga todo con tarjeta o en efectivo al recibir la comida: elige una de esas formas.',
    lt: 'Šiame grupiniame užsakyme vienas asmuo sumoka už viską kortele arba grynaisiais atsiimant maistą: pasirinkite vieną iš jų.',
    ro: 'În această comandă de grup o singură persoană plătește tot cu cardul sau numerar la primirea mâncării: alege una dintre acestea.',
  },
} satisfies Record<string, Translated>;
