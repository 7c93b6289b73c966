import { useSearchParams } from 'react-router-dom';

/** Order tokens are 32 url-safe characters; anything else in ?order= names no order. */
const ORDER_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** The order a provider's return or a kiosk screen is about (?order=), or null when it names none. */
export function useOrderFromQuery(): string | null {
  const [search] = useSearchParams();
  const token = search.get('order') ?? '';
  return ORDER_TOKEN.test(token) ? token : null;
}
