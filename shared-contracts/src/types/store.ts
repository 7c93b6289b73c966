/** Opening hours of one weekday (0 = Sunday), local time of the store's time zone, "HH:MM". */
export interface OpeningHours {
  day: number;
  open: string;
  close: string;
  delivery: boolean;
  pickup: boolean;
}

export interface Store {
  id: number;
  name: string;
  url: string;
  address: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  time_zone: string;
  opening_hours: OpeningHours[];
  has_delivery: boolean;
  has_pickup: boolean;
  takes_reservations: boolean;
}
