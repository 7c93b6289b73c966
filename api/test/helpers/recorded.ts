import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** A provider's answer as recorded from its API (test/fixtures/<provider>/<name>.json), as a fresh object. */
export function recorded<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as T;
}

/** A provider's answer recorded as text (Braintree answers XML). */
export function recordedText(file: string): string {
  return readFileSync(path.join(fixtures, file), 'utf8');
}
