import { useEffect, useState, type ComponentType } from 'react';
import type { ExposedModule, ExposedProps, RemoteName } from 'shared-contracts/remotes/contracts';
import { loadRemoteModule, SlotErrorBoundary } from 'shared-contracts/remotes/remote-loader';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';

export interface RemoteSlotProps<R extends RemoteName, M extends ExposedModule<R>> {
  remote: R;
  module: M;
  props: ExposedProps<R, M>;
  /** Said when the remote is down, naming what is missing ("The ways to pay could not be loaded."). */
  unavailable?: string;
  /**
   * Told true once the widget is shown, false when its remote could not load or it crashed (again
   * after a retry): a screen whose form needs the widget (the checkout's way to pay) can do without
   * it. Pass a stable function (a state setter).
   */
  onAvailable?: (available: boolean) => void;
}

/** Tells the screen what it shows, once shown: a crash replaces the widget before this runs. */
function Shown({ available, onAvailable }: { available: boolean; onAvailable: ((available: boolean) => void) | undefined }) {
  useEffect(() => onAvailable?.(available), [available, onAvailable]);
  return null;
}

/**
 * Another team's widget inside this screen: a busy placeholder while it loads, and when its remote
 * is down or its widget crashes a notice with a retry, so the rest of the screen keeps working.
 */
export function RemoteSlot<R extends RemoteName, M extends ExposedModule<R>>({ remote, module, props, unavailable, onAvailable }: RemoteSlotProps<R, M>) {
  const [Widget, setWidget] = useState<ComponentType<ExposedProps<R, M>> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    loadRemoteModule(remote, module).then(
      (component) => live && setWidget(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  // A crash's retry also clears the error boundary, then loads again as after a failed load.
  const failedState = (reset?: () => void) => (
    <div className="ui-remote-slot ui-remote-slot--failed" role="alert">
      <Shown available={false} onAvailable={onAvailable} />
      <p>{unavailable ?? commonText('remote_slot.unavailable')}</p>
      <Button variant="secondary" onClick={() => { reset?.(); setAttempt((n) => n + 1); }}>
        {commonText('remote_slot.retry')}
      </Button>
    </div>
  );
  if (failed) return failedState();
  if (!Widget) return <div className="ui-remote-slot" aria-busy="true" />;
  return (
    <SlotErrorBoundary fallback={failedState}>
      <Widget {...(props as ExposedProps<R, M> & object)} />
      <Shown available onAvailable={onAvailable} />
    </SlotErrorBoundary>
  );
}
