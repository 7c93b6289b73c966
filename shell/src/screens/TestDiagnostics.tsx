import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api, CLIENT_VERSION } from 'shared-contracts/api/client';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { $cart } from 'shared-contracts/stores/cart';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { shellConfig } from '../boot/shell-config';
import { $remoteStates } from '../remotes/remote-loading';
import './test-diagnostics.css';

interface BuildInfo {
  version: string;
  build: string;
}

/** version.json sits beside each remote's entry (shared-contracts federation BuildInfoPlugin). */
async function buildInfoOf(entry: string): Promise<BuildInfo> {
  const response = await fetch(new URL('version.json', entry), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  return (await response.json()) as BuildInfo;
}

/**
 * Spec §2 "/test": what this browser sees of the shop, for integrators and testers: the market,
 * the API, and each remote's entry, version and load state. Internal, so English only, and
 * marked as English so a screen reader in another interface language reads it right (WCAG 3.1.2).
 */
export function TestDiagnostics() {
  const config = shellConfig();
  const language = useStore($language);
  const settings = useStore($settings);
  const cart = useStore($cart);
  const states = useStore($remoteStates);
  const [apiHealth, setApiHealth] = useState('checking…');
  const [versions, setVersions] = useState<Partial<Record<string, string>>>({});

  useEffect(() => {
    api()
      .get('health', { context: { quiet: true } })
      .json<{ status: string }>()
      .then((answer) => setApiHealth(answer.status), (error: Error) => setApiHealth(`unreachable: ${error.message}`));
    for (const [name, remote] of Object.entries(config?.remotes ?? {})) {
      buildInfoOf(remote!.entry).then(
        (info) => setVersions((known) => ({ ...known, [name]: `${info.version} (build ${info.build})` })),
        (error: Error) => setVersions((known) => ({ ...known, [name]: `unknown: ${error.message}` })),
      );
    }
  }, [config]);

  return (
    <section className="diagnostics" lang="en">
      <h1>Diagnostics</h1>
      <dl>
        <dt>Market</dt>
        <dd data-testid="market">{config?.market}</dd>
        <dt>API</dt>
        <dd>
          {config?.apiUrl} — <span data-testid="api-health">{apiHealth}</span>
        </dd>
        <dt>Client version</dt>
        <dd>{CLIENT_VERSION}</dd>
        <dt>Language</dt>
        <dd>{language}</dd>
        <dt>Brand</dt>
        <dd>{settings?.website.name ?? 'settings not loaded'}</dd>
        <dt>Cart</dt>
        <dd>
          {cart.products.length} lines, store {cart.store_id ?? 'none'}, {cart.delivery_type}
        </dd>
      </dl>
      <h2>Remotes of this market</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Entry</th>
            <th scope="col">Version</th>
            <th scope="col">Load state</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(config?.remotes ?? {}).map(([name, remote]) => (
            <tr key={name} data-testid={`remote-${name}`}>
              <th scope="row">{name}</th>
              <td>{remote!.entry}</td>
              <td>{versions[name] ?? 'checking…'}</td>
              <td>{states[name as RemoteName] ?? 'not loaded yet'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
