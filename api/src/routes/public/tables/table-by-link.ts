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

// The tables' live topics, named by the domain too (a table order cancelled unpaid is told live).
export { storeTablesTopic, tableTopic } from '../../../domain/table-ordering/table-topics';
