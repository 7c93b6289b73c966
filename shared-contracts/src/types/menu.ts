/** Spec §3 "Menu and category: id, name, url". */
export interface Menu {
  id: number;
  name: string;
  url: string;
}

export interface Category {
  id: number;
  menu_id: number;
  name: string;
  url: string;
}
