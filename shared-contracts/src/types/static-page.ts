import type { Language } from 'shared-contracts/types/language';

/** GET public/pages/{key}: a legal or static page in the asked language; body is plain paragraphs. */
export interface StaticPage {
  id: number;
  type: string;
  url: string;
  title: string;
  body: string;
  /** The language the body is written in: the one asked for, or English when it has no such translation. */
  language: Language;
}

