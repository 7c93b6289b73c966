/** The live topic of one table: its calls and its orders' states. */
export function tableTopic(tableId: number): string {
  return `table:${tableId}`;
}

/** The live topic of a store's staff board. */
export function storeTablesTopic(storeId: number): string {
  return `store-tables:${storeId}`;
}
