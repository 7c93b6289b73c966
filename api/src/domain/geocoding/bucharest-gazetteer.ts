/**
 * The built-in gazetteer: streets of the seed city (Bucharest) with a point on each, enough to
 * order without any outside geocoding service. Some lie in the Old Town area, some only in the
 * Riverside area, some outside every area.
 */
export const GAZETTEER_CITY = 'București';

export const BUCHAREST_STREETS: { street: string; lat: number; lng: number }[] = [
  { street: 'Strada Lipscani', lat: 44.4316, lng: 26.1005 },
  { street: 'Strada Franceză', lat: 44.4307, lng: 26.099 },
  { street: 'Calea Victoriei', lat: 44.439, lng: 26.096 },
  { street: 'Bulevardul Unirii', lat: 44.4262, lng: 26.113 },
  { street: 'Strada Doctor Iacob Felix', lat: 44.448, lng: 26.078 },
  { street: 'Splaiul Independenței', lat: 44.435, lng: 26.05 },
  { street: 'Bulevardul Iuliu Maniu', lat: 44.434, lng: 26.03 },
  { street: 'Bulevardul Timișoara', lat: 44.4225, lng: 26.036 },
  { street: 'Strada Drumul Taberei', lat: 44.422, lng: 26.045 },
  { street: 'Șoseaua Pipera', lat: 44.505, lng: 26.12 },
  { street: 'Bulevardul Theodor Pallady', lat: 44.409, lng: 26.195 },
  { street: 'Calea Bucureștilor', lat: 44.571, lng: 26.085 },
];
