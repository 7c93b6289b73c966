import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api, CLIENT_VERSION } from 'shared-contracts/api/client';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { $cart } from 'shared-contracts/stores/cart';
import { ROUTE_TABLE } from '../routes/route-table';
import { isRemoteAvailable } from '../remotes/register-remotes';

/** Spec §2 "/test": what this browser sees of the shop, for whoever is diagnosing a problem. */
export function TestDiagnostics() {
  const language = useStore($language);
  const settings = useStore($settings);
  const cart = useStore($cart);
  const [apiHealth, setApiHealth] = useState('…');
  useEffect(() => {
    api()
      .get('health', { context: { quiet: true } })
      .json<{ status: string }>()
      .then((answer) => setApiHealth(answer.status), (error: Error) => setApiHealth(`unreachable: ${error.message}`));
  }, []);
  const remotes = [...new Set(ROUTE_TABLE.map((entry) => entry.remote))];
  return (
    <section className="diagnostics">
      <h1>Diagnostics</h1>
      <dl>
        <dt>Client version</dt>
        <dd>{CLIENT_VERSION}</dd>
        <dt>Language</dt>
        <dd>{language}</dd>
        <dt>Brand</dt>
        <dd>{settings?.website.name ?? 'settings not loaded'}</dd>
        <dt>API</dt>
        <dd data-testid="api-health">{apiHealth}</dd>
        <dt>Cart</dt>
        <dd>
          {cart.products.length} lines, store {cart.store_id ?? 'none'}, {cart.delivery_type}
        </dd>
      </dl>
      <h2>Remotes in this market</h2>
      <ul>
        {remotes.map((remote) => (
          <li key={remote}>
            {remote}: {isRemoteAvailable(remote) ? 'registered' : 'not in the manifest'}
          </li>
        ))}
      </ul>
    </section>
  );
}
