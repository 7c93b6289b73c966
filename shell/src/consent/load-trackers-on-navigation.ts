import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loadAllowedTrackers } from './load-trackers';

/**
 * Loads what consent allows again at each new address: the optional scripts held back while the
 * page showed a secret link (load-trackers) load once the customer has moved on from it. Apart
 * from load-trackers, which boot runs before the router is evaluated.
 */
export function useLoadTrackersOnNavigation(): void {
  const { pathname, search } = useLocation();
  useEffect(() => void loadAllowedTrackers(), [pathname, search]);
}
