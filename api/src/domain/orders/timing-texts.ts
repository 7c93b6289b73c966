import type { Translated } from 'shared-contracts/types/language';

/**
 * Refusals of when an order is for: now, a later time (spec §4 kitchen slots), or the today basket.
 * Lithuanian names a product before a colon: a name cannot take the case a sentence would give it.
 */
export const TIMING_TEXTS = {
  closed_delivery: {
    en: '{store} is closed for delivery now; choose a later time.',
    es: '{store} está cerrada para entrega a domicilio ahora: elige una hora más tarde.',
    lt: '{store} dabar nepriima užsakymų pristatymui: pasirinkite vėlesnį laiką.',
    ro: '{store} nu face livrări acum: alege o oră mai târzie.',
  },
  closed_pickup: {
    en: '{store} is closed for pickup now; choose a later time.',
    es: '{store} está cerrada para recogida ahora: elige una hora más tarde.',
    lt: '{store} dabar nepriima užsakymų atsiėmimui: pasirinkite vėlesnį laiką.',
    ro: '{store} nu primește comenzi pentru ridicare acum: alege o oră mai târzie.',
  },
  tables_closed: {
    en: '{store} is not taking orders at the tables now.',
    es: '{store} no acepta pedidos en las mesas ahora.',
    lt: '{store} dabar nepriima užsakymų prie staliukų.',
    ro: '{store} nu primește comenzi la mese acum.',
  },
  choose_time: {
    en: 'Choose the day and time of your order.',
    es: 'Elige el día y la hora de tu pedido.',
    lt: 'Pasirinkite užsakymo dieną ir laiką.',
    ro: 'Alege ziua și ora comenzii.',
  },
  slot_taken: {
    en: 'This time is no longer available. Please choose another.',
    es: 'Esta hora ya no está disponible. Elige otra.',
    lt: 'Šis laikas jau užimtas. Pasirinkite kitą.',
    ro: 'Această oră nu mai este disponibilă. Te rugăm să alegi alta.',
  },
  kitchen_full: {
    en: 'The kitchen is fully booked for the next minutes. Please choose a later time.',
    es: 'La cocina está completa durante los próximos minutos. Elige una hora más tarde.',
    lt: 'Artimiausioms minutėms virtuvė pilnai užimta. Pasirinkite vėlesnį laiką.',
    ro: 'Bucătăria este complet ocupată în următoarele minute. Te rugăm să alegi o oră mai târzie.',
  },
  advance: {
    en: '{product} must be ordered in advance: choose a later day and time.',
    es: '{product} se pide por encargo: elige un día y una hora posteriores.',
    lt: '{product}: šį produktą reikia užsakyti iš anksto. Pasirinkite vėlesnę dieną ir laiką.',
    ro: '{product} se comandă din timp: alege o zi și o oră mai târzii.',
  },
  // At a table the order is for now and no time can be chosen: the product must go.
  advance_table: {
    en: '{product} must be ordered in advance, so it cannot be ordered at the table. Please remove it.',
    es: '{product} se pide por encargo, así que no se puede pedir desde la mesa. Quita este producto del pedido.',
    lt: '{product}: šį produktą reikia užsakyti iš anksto, todėl prie staliuko jo užsakyti negalima. Pašalinkite jį iš užsakymo.',
    ro: '{product} se comandă din timp, așa că nu se poate comanda de la masă. Te rugăm să scoți acest produs din comandă.',
  },
  today_only: {
    en: '{product} is sold for today only: choose a time today.',
    es: '{product} se vende solo hoy: elige una hora de hoy.',
    lt: '{product}: šis produktas parduodamas tik šiandien. Pasirinkite šiandienos laiką.',
    ro: '{product} se vinde doar azi: alege o oră de azi.',
  },
} satisfies Record<string, Translated>;
