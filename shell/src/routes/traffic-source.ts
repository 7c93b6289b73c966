import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setTrafficSource } from 'shared-contracts/stores/cart';

/** Spec §2: the optional traffic_source query parameter is stored on the cart. */
export function useTrafficSource(): void {
  const { search } = useLocation();
  useEffect(() => {
    const source = new URLSearchParams(search).get('traffic_source');
    if (source) setTrafficSource(source.slice(0, 100));
  }, [search]);
}
