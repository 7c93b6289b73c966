import type { FastifyRequest } from 'fastify';
import type { Language } from 'shared-contracts/types/language';
import { requestLanguage, translate } from '../language';
import { GROUP_ORDER_TEXTS } from './group-order-texts';

export type GroupOrderMessage = keyof typeof GROUP_ORDER_TEXTS;

/** The language of a group-order call: its Content-Language, as the screens send it. */
export function groupOrderLanguage(request: FastifyRequest): Language {
  return requestLanguage(undefined, request.headers['content-language']);
}

/** Why a group-order call was refused, in the language of the call. */
export function groupOrderMessage(request: FastifyRequest, key: GroupOrderMessage): string {
  return translate(GROUP_ORDER_TEXTS[key], groupOrderLanguage(request));
}

/** A product's or a person's name inside an HTML message (the notice renders it as HTML, spec §8). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
