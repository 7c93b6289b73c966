/** A saved delivery address of a signed-in user. */
export interface DeliveryAddress {
  id: number;
  address: string;
  address_line2: string;
  name: string;
  instructions: string;
  /**
   * Null until the address is placed on the map (checkout's location step): the account area
   * saves addresses typed without a map.
   */
  lat: number | null;
  lng: number | null;
}

/** Spec §3 "User (persisted in a cookie)". */
export interface User {
  id: number | null;
  token: string | null;
  name: string;
  delivery_addresses: DeliveryAddress[];
}
