import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setTrafficSource } from 'shared-contracts/stores/cart';
import { serverCartLoaded } from 'shared-contracts/stores/cart-sync';

/**
 * Spec §2: the optional traffic_source query parameter is stored on the cart, once the server's
 * cart is in: set while it loads, it would keep the cart at hand (empty when localStorage had none)
 * over the server's, and the next save would overwrite that cart.
 */
export function useTrafficSource(): void {
  const { search } = useLocation();
  useEffect(() => {
    const source = new URLSearchParams(search).get('traffic_source');
    if (source) void serverCartLoaded().then(() => setTrafficSource(source.slice(0, 100)));
  }, [search]);
}
