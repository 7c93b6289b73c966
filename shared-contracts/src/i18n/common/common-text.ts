import { i18n } from 'shared-contracts/i18n/i18n';
import english from './en.json';
import { COMMON_NAMESPACE } from 'shared-contracts/i18n/common/load-common-messages';

/** A key as asked for: a text counted by `count` without the _one/_other ending i18next picks for it. */
type AskedAs<Key> = Key extends `${infer Name}_${'one' | 'other'}` ? Name : Key;
export type CommonTextKey = AskedAs<keyof typeof english>;

const ENGLISH: Record<string, string> = english;

/** The English text of `key`, a counted one in the form for `count`. */
function englishText(key: CommonTextKey, count: unknown): string {
  return ENGLISH[key] ?? ENGLISH[`${key}_${new Intl.PluralRules('en').select(Number(count))}`] ?? key;
}

/**
 * A common text in the current language. English is bundled as the default value so that an
 * error raised before the texts are loaded (at boot, say) still reads as a sentence, not a key.
 * `values` fill the text's {{placeholders}}; a text with plural forms needs `count`.
 */
export function commonText(key: CommonTextKey, values: Record<string, string | number> = {}): string {
  const fallback = englishText(key, values.count);
  if (!i18n.isInitialized) return fallback.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
  return i18n.t(`${COMMON_NAMESPACE}:${key}`, { ...values, defaultValue: fallback });
}
