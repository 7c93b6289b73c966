import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: a table's link (its QR code) cannot be guessed from another table's. */
export function newTableLink(): string {
  return randomBytes(16).toString('base64url');
}

/** The address a table's QR code opens: the shop, on that table. */
export function tableAddress(shopUrl: string, link: string): string {
  return `${shopUrl}/table/${link}`;
}
