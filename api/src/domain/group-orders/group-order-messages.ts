import type { FastifyRequest } from 'fastify';
import { contentLanguageOf, translate } from '../language';
import { GROUP_ORDER_TEXTS } from './group-order-texts';

export type GroupOrderMessage = keyof typeof GROUP_ORDER_TEXTS;

/** Why a group-order call was refused, in the language of the call. */
export function groupOrderMessage(request: FastifyRequest, key: GroupOrderMessage): string {
  return translate(GROUP_ORDER_TEXTS[key], contentLanguageOf(request));
}

/** A product's or a person's name inside an HTML message (the notice renders it as HTML, spec §8). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The same message as plain text, for an answer the API client shows in a plain notice (joining
 * answers with an HTTP error status, not a group-order call's HTML message): "<strong>" would be
 * read out as it is. The texts hold no other markup; the entities escapeHtml writes are undone.
 */
export function asPlainText(html: string): string {
  return html.replace(/<\/?strong>/g, '').replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)));
}
