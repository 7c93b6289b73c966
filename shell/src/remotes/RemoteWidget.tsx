import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { SlotErrorBoundary } from 'shared-contracts/remotes/remote-loader';
import { afterFirstScreen } from '../boot/first-screen';
import { loadExposed } from './load-exposed';
import { isRemoteAvailable } from './register-remotes';
import { RemoteFallback } from './RemoteFallback';
import { $remoteStates } from './remote-loading';

/**
 * A remote slot outside the route table (e.g. the header's cart widget): loads one exposed module
 * once the first screen is in (afterFirstScreen), shows nothing while loading (the header keeps
 * its height), a compact retry when it fails, named for screen readers by `retryLabel`.
 */
export function RemoteWidget<P extends object>({ remote, module, props, retryLabel }: { remote: RemoteName; module: string; props: P; retryLabel: string }) {
  const [Widget, setWidget] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const remoteState = useStore($remoteStates)[remote];

  useEffect(() => {
    if (!isRemoteAvailable(remote)) return;
    let live = true;
    setFailed(false);
    afterFirstScreen()
      .then(() => (live ? loadExposed<P>(remote, module) : null))
      .then(
        (exposed) => live && exposed && setWidget(() => exposed.default),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  // Its remote came back for another slot (a retried screen): this widget follows without a click.
  useEffect(() => {
    if (failed && remoteState === 'loaded') setAttempt((n) => n + 1);
  }, [failed, remoteState]);

  const retry = () => setAttempt((n) => n + 1);
  if (failed) return <RemoteFallback compact label={retryLabel} onRetry={retry} />;
  if (!Widget) return null;
  return (
    <SlotErrorBoundary fallback={(reset) => <RemoteFallback compact label={retryLabel} onRetry={() => { reset(); retry(); }} />}>
      <Widget {...props} />
    </SlotErrorBoundary>
  );
}
