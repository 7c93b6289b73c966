import { Component, type ComponentType, type ReactNode } from 'react';
import type { ExposedModule, ExposedProps, RemoteName } from 'shared-contracts/remotes/contracts';

/** Loads one exposed module of one remote; the shell provides it from its federation runtime. */
export type RemoteLoader = (remote: RemoteName, module: string) => Promise<{ default: ComponentType<never> }>;

let loader: RemoteLoader | null = null;

/**
 * The shell hands its loader over at boot, so a remote can mount another team's widget (the
 * checkout's payment method picker) without importing the shell or that remote's source
 * (ARCHITECTURE §3.1b). The market's manifest still decides which build answers.
 */
export function provideRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

export function loadRemoteModule<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): Promise<ComponentType<ExposedProps<R, M>>> {
  if (!loader) return Promise.reject(new Error(`No remote loader: ${remote}/${module} cannot be mounted here.`));
  return loader(remote, module).then((exposed) => exposed.default as unknown as ComponentType<ExposedProps<R, M>>);
}

interface SlotErrorBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
  /** When it changes (the customer went to another address), a crashed slot renders again. */
  resetKey?: string;
}

/**
 * Keeps a crash inside one remote's slot; the rest of the page goes on working. Here, beside the
 * loader, because the shell's slots and RemoteSlot both need it and the shell provides this module.
 */
export class SlotErrorBoundary extends Component<SlotErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote failed while rendering', error);
  }

  override componentDidUpdate(previous: SlotErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
