import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A package's catalogue (e.g. `mfe-catalog/src/i18n`) in one language; {} when it has none. */
export function textsOf(folder: string, language: string): Record<string, unknown> {
  const file = path.join(root, folder, `${language}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

/** One text as the customer reads it in `language`, nested or flat key alike; English where Romanian has none. */
export function shopText(folder: string, language: string, key: string): string {
  const lookup = (tree: Record<string, unknown>) =>
    key in tree ? tree[key] : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  const text = lookup(textsOf(folder, language)) ?? lookup(textsOf(folder, 'en'));
  if (typeof text !== 'string') throw new Error(`${folder} has no text ${key}`);
  return text;
}

/** The part of a text before its first {{placeholder}}, to find the text whatever fills it. */
export function textBefore(text: string): string {
  return text.split('{{')[0]!;
}
