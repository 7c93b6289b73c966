import { atom } from 'nanostores';
import type { Language } from 'shared-contracts/types/language';

/**
 * The interface language (spec §1); English until the shell resolves it at boot. It lives apart
 * from `setLanguage` (stores/language) so that plain formatting code, which the API imports too,
 * can read it without pulling i18next in.
 */
export const $language = atom<Language>('en');
