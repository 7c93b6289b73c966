import { Outlet, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { setNavigator } from 'shared-contracts/api/navigation';
import { useScrollBehaviour } from '../routes/scroll-behaviour';
import { useFocusOnNavigation } from '../routes/focus-on-navigation';
import { useTrafficSource } from '../routes/traffic-source';
import { LoadingBar } from './LoadingBar';
import { Notifications } from './Notifications';
import { UpdatePrompt } from '../service-worker/UpdatePrompt';

/** Behaviour every screen shares: scrolling, focus after a move, traffic source, loading bar, bottom notices, navigation for the API client. */
export function Root() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path: string) => navigate(path, { replace: true })), [navigate]);
  useScrollBehaviour();
  useFocusOnNavigation();
  useTrafficSource();
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Notifications position="bottom" />
      <UpdatePrompt />
    </>
  );
}
