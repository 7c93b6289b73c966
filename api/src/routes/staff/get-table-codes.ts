import QRCode from 'qrcode';
import type { App } from '../../app-instance';
import { tableAddress } from '../../domain/table-ordering/table-link';
import { tableMessage } from '../../domain/table-ordering/table-messages';
import { StaffHeaders } from './staff-schemas';
import { STAFF_RATE_LIMIT, staffStore } from './staff-store';

const COLUMNS = 3;
const CELL = 240;
const CODE = 180;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * GET staff/table-codes.svg: one printable A4-proportioned sheet with each table's QR code and number.
 * Each code opens the shop on its table (issue 9); the labels are in the staff page's language.
 */
export function getTableCodesRoute(app: App): void {
  app.get(
    '/staff/table-codes.svg',
    {
      schema: { tags: ['staff'], summary: "A printable sheet of the store's table QR codes (SVG)", headers: StaffHeaders },
      config: { rateLimit: STAFF_RATE_LIMIT },
    },
    async (request, reply) => {
      const storeId = await staffStore(app, request);
      const tables = await app.repositories.tables.ofStore(storeId);
      const cells = await Promise.all(
        tables.map(async (table, index) => {
          const code = await QRCode.toString(tableAddress(app.shopUrl, table.link), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
          const x = (index % COLUMNS) * CELL + (CELL - CODE) / 2;
          const y = Math.floor(index / COLUMNS) * (CELL + 20) + 20;
          const positioned = code.replace('<svg ', `<svg x="${x}" y="${y}" width="${CODE}" height="${CODE}" `);
          return `${positioned}<text x="${x + CODE / 2}" y="${y + CODE + 26}" text-anchor="middle" font-family="sans-serif" font-size="20">${escapeXml(tableMessage(request, 'table_label', { number: table.number }))}</text>`;
        }),
      );
      const rows = Math.max(1, Math.ceil(tables.length / COLUMNS));
      const width = COLUMNS * CELL;
      const height = rows * (CELL + 20) + 20;
      const sheet = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`;
      return reply.type('image/svg+xml').header('content-disposition', 'inline; filename="table-codes.svg"').send(sheet);
    },
  );
}
