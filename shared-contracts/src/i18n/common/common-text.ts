import { i18n } from 'shared-contracts/i18n/i18n';
import english from './en.json';
import { COMMON_NAMESPACE } from 'shared-contracts/i18n/common/load-common-messages';

export type CommonTextKey = keyof typeof english;

/**
 * A common text in the current language. English is bundled as the default value so that an
 * error raised before the texts are loaded (at boot, say) still reads as a sentence, not a key.
 * `values` fill the text's {{placeholders}}.
 */
export function commonText(key: CommonTextKey, values: Record<string, string | number> = {}): string {
  if (!i18n.isInitialized) return english[key].replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
  return i18n.t(`${COMMON_NAMESPACE}:${key}`, { ...values, defaultValue: english[key] });
}
