/** One answer of GET public/geocoding/search: a place the customer can choose as their address. */
export interface AddressSuggestion {
  /** How the address reads, e.g. "Strada Lipscani 21, București". */
  label: string;
  street: string;
  /** The street number the customer typed or the geocoder found; null when there is none (spec §5 requires one). */
  number: string | null;
  city: string;
  lat: number;
  lng: number;
  /**
   * 'street': a street address (with or without its number). 'place': a city or a landmark, for
   * spec §8 "address not found": the map opens there and the customer moves the marker to the door.
   */
  kind: 'street' | 'place';
}
