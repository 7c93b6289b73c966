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

/**
 * Spec §8 "address not found: search the city or a landmark and move the marker": the city and
 * well-known places, each with the names people type for it. Choosing one opens the map there.
 */
export const BUCHAREST_PLACES: { names: string[]; lat: number; lng: number }[] = [
  { names: [GAZETTEER_CITY, 'Bucharest', 'Bucarest'], lat: 44.4268, lng: 26.1025 },
  { names: ['Piața Unirii'], lat: 44.4274, lng: 26.103 },
  { names: ['Ateneul Român', 'Romanian Athenaeum'], lat: 44.4413, lng: 26.0973 },
  { names: ['Parcul Cișmigiu', 'Cișmigiu Gardens'], lat: 44.4378, lng: 26.0906 },
  { names: ['Palatul Parlamentului', 'Palace of the Parliament'], lat: 44.4275, lng: 26.0875 },
  { names: ['Piața Victoriei'], lat: 44.4522, lng: 26.0856 },
  { names: ['Gara de Nord', 'North Station'], lat: 44.4467, lng: 26.0734 },
  { names: ['AFI Cotroceni'], lat: 44.4306, lng: 26.0519 },
  { names: ['Arcul de Triumf', 'Triumphal Arch'], lat: 44.4672, lng: 26.0781 },
  { names: ['Aeroportul Henri Coandă', 'Otopeni Airport'], lat: 44.5711, lng: 26.085 },
];
