import { api } from 'shared-contracts/api/client';
import type { CheckRedirectAnswer, CheckRedirectRequest } from 'shared-contracts/types/calls';

/** POST public/check-redirect (spec §2, §7): should this old address send the visitor elsewhere? */
export function checkRedirect(url: string, signal?: AbortSignal): Promise<CheckRedirectAnswer> {
  const json: CheckRedirectRequest = { url };
  return api().post('public/check-redirect', { json, signal }).json<CheckRedirectAnswer>();
}
