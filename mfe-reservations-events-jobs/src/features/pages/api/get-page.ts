import { api } from 'shared-contracts/api/client';
import type { Language } from 'shared-contracts/types/language';
import type { StaticPage } from 'shared-contracts/types/static-page';

/** GET public/pages/{key}. Quiet: an unknown or hidden page is this screen's own 404, not a trip home. */
export function getPage(key: string, id: number | undefined, language: Language, signal?: AbortSignal): Promise<StaticPage> {
  return api()
    .get(`public/pages/${encodeURIComponent(key)}`, {
      searchParams: { translate_language: language, ...(id !== undefined ? { id } : {}) },
      signal,
      context: { quiet: true },
    })
    .json<StaticPage>();
}
