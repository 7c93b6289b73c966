import type { Translated } from 'shared-contracts/types/language';

/** Spec §4 delivery area and §5 location confirmation: where the order goes, or where it is picked up. */
export const LOCATION_TEXTS = {
  confirm_delivery: {
    en: 'Please confirm that the delivery address and the pin on the map are correct.',
    es: 'Confirma que la dirección de entrega y el marcador del mapa son correctos.',
    lt: 'Patvirtinkite, kad pristatymo adresas ir žymeklis žemėlapyje teisingi.',
    ro: 'Te rugăm să confirmi că adresa de livrare și marcajul de pe hartă sunt corecte.',
  },
  confirm_pickup: {
    en: 'Please confirm that you will pick up your order at {store}.',
    es: 'Confirma que recogerás tu pedido en {store}.',
    lt: 'Patvirtinkite, kad užsakymą atsiimsite parduotuvėje {store}.',
    ro: 'Te rugăm să confirmi că vei ridica comanda de la {store}.',
  },
  address_required: {
    en: 'Please enter your address.',
    es: 'Introduce tu dirección.',
    lt: 'Įveskite adresą.',
    ro: 'Te rugăm să introduci adresa.',
  },
  street_number: {
    en: 'Please add the street number to your address.',
    es: 'Añade el número de la calle a tu dirección.',
    lt: 'Pridėkite namo numerį prie adreso.',
    ro: 'Te rugăm să adaugi numărul străzii la adresă.',
  },
  choose_address: {
    en: 'Choose your address from the suggestions or place the marker on the map.',
    es: 'Elige tu dirección entre las sugerencias o coloca el marcador en el mapa.',
    lt: 'Pasirinkite adresą iš pasiūlymų arba padėkite žymeklį žemėlapyje.',
    ro: 'Alege adresa din sugestii sau pune marcajul pe hartă.',
  },
  not_delivered: {
    en: 'Unfortunately we do not deliver to this address.',
    es: 'Lamentablemente no entregamos en esta dirección.',
    lt: 'Deja, šiuo adresu nepristatome.',
    ro: 'Din păcate nu livrăm la această adresă.',
  },
  other_store: {
    en: 'This address is delivered by {store}; choose that store.',
    es: 'A esta dirección entrega {store}: elige esa tienda.',
    lt: 'Šiuo adresu pristato {store}: pasirinkite šią parduotuvę.',
    ro: 'La această adresă livrează {store}: alege acel restaurant.',
  },
  another_store: {
    en: 'This address is delivered by another store; choose that store.',
    es: 'A esta dirección entrega otra tienda: elige esa tienda.',
    lt: 'Šiuo adresu pristato kita parduotuvė: pasirinkite ją.',
    ro: 'La această adresă livrează alt restaurant: alege acel restaurant.',
  },
} satisfies Record<string, Translated>;
