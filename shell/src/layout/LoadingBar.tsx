import { useNavigation } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $remotesLoading } from '../remotes/remote-loading';
import './loading-bar.css';

/** Spec §9: a 5 px green bar while navigating or while a remote loads. */
export function LoadingBar() {
  const navigation = useNavigation();
  const remotesLoading = useStore($remotesLoading);
  const busy = navigation.state !== 'idle' || remotesLoading > 0;
  return <div className={busy ? 'loading-bar loading-bar--busy' : 'loading-bar'} aria-hidden="true" data-testid="loading-bar" />;
}
