import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { tableMessage } from '../../../domain/table-ordering/table-messages';
import { notFound } from '../../../http-error';
import type { TableRow } from '../../../repositories/tables-repository';

/** The table a QR code link names; 404 with advice for an unknown or replaced link. */
export async function tableByLink(app: App, request: FastifyRequest, link: string): Promise<TableRow> {
  const table = await app.repositories.tables.byLink(link);
  if (!table) throw notFound(tableMessage(request, 'link_invalid'));
  return table;
}

/** The live topic of one table: its calls and its orders' states. */
export function tableTopic(tableId: number): string {
  return `table:${tableId}`;
}

/** The live topic of a store's staff board. */
export function storeTablesTopic(storeId: number): string {
  return `store-tables:${storeId}`;
}
