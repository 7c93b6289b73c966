import type { Translated } from 'shared-contracts/types/language';
import { texts } from '../texts';

export interface EventSeed {
  id: number;
  url: string;
  title: Translated;
  description: Translated;
  store_id: number;
  /** Days from the first start: negative is a past event. */
  in_days: number;
  capacity: number;
}

export const eventSeeds: EventSeed[] = [
  {
    id: 1,
    url: 'romanian-wine-evening',
    title: texts('Romanian wine evening', 'Noche de vino rumano', 'Rumuniškų vynų vakaras', 'Seară de vin românesc'),
    description: texts(
      'Six wines from Dealu Mare and Cotnari with small plates from our kitchen.',
      'Seis vinos de Dealu Mare y Cotnari con pequeños platos de nuestra cocina.',
      'Šeši Dealu Mare ir Cotnari vynai su mūsų virtuvės užkandžiais.',
      'Șase vinuri din Dealu Mare și Cotnari, cu gustări din bucătăria noastră.',
    ),
    store_id: 1,
    in_days: 10,
    capacity: 40,
  },
  {
    id: 2,
    url: 'papanasi-workshop',
    title: texts('Papanași workshop', 'Taller de papanași', 'Papanași dirbtuvės', 'Atelier de papanași'),
    description: texts(
      'Make papanași with our pastry chef. A small group at one table.',
      'Prepara papanași con nuestra pastelera. Un grupo pequeño en una mesa.',
      'Gaminkite papanași su mūsų konditere. Maža grupė prie vieno stalo.',
      'Pregătește papanași alături de cofetăreasa noastră. Un grup mic, la o singură masă.',
    ),
    store_id: 1,
    in_days: 17,
    capacity: 4,
  },
  {
    id: 3,
    url: 'summer-jazz-night',
    title: texts('Summer jazz night', 'Noche de jazz de verano', 'Vasaros džiazo vakaras', 'Seară de jazz de vară'),
    description: texts(
      'A trio on the terrace and the grill open late.',
      'Un trío en la terraza y la parrilla abierta hasta tarde.',
      'Trio terasoje ir grilis iki vėlumos.',
      'Un trio pe terasă și grătarul deschis până târziu.',
    ),
    store_id: 2,
    in_days: -40,
    capacity: 60,
  },
];
