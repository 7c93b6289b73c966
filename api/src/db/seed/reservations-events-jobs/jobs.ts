import type { Translated } from 'shared-contracts/types/language';
import { texts } from '../texts';

export const jobSeeds: { id: number; url: string; title: Translated; description: Translated; store_id: number | null }[] = [
  {
    id: 1,
    url: 'kitchen-assistant',
    title: texts('Kitchen assistant', 'Ayudante de cocina', 'Virtuvės pagalbininkas', 'Ajutor de bucătar'),
    description: texts(
      'Prepare vegetables, doughs and sauces with the team at Old Town. Full time, evenings and weekends.',
      'Prepara verduras, masas y salsas con el equipo de Old Town. Jornada completa, tardes y fines de semana.',
      'Ruoškite daržoves, tešlą ir padažus su Old Town komanda. Visas etatas, vakarais ir savaitgaliais.',
      'Pregătește legume, aluaturi și sosuri alături de echipa din Old Town. Normă întreagă, seara și în weekend.',
    ),
    store_id: 1,
  },
  {
    id: 2,
    url: 'delivery-rider',
    title: texts('Delivery rider', 'Repartidor', 'Kurjeris', 'Curier'),
    description: texts(
      'Bring our food to customers around Riverside by e-bike. Flexible hours.',
      'Lleva nuestra comida a los clientes de Riverside en bicicleta eléctrica. Horario flexible.',
      'Pristatykite maistą klientams Riverside rajone elektriniu dviračiu. Lankstus darbo laikas.',
      'Du mâncarea noastră clienților din zona Riverside, cu bicicleta electrică. Program flexibil.',
    ),
    store_id: 2,
  },
];
