import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { api, CLIENT_VERSION } from 'shared-contracts/api/client';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { $cart } from 'shared-contracts/stores/cart';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { shellConfig } from '../boot/shell-config';
import { $remoteStates } from '../remotes/remote-loading';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { buildInfoAt, buildInfoUrl, shellBuildInfoUrl, type BuildInfo } from '../remotes/build-info';
import { buildMismatches } from '../remotes/singleton-versions';
import './test-diagnostics.css';

/** What is known of a remote's build, or of the API: still asking, an answer, or why there is none. */
type Check<T> = { state: 'checking' } | { state: 'known'; value: T } | { state: 'failed'; reason: string };

/**
 * Spec §2 "/test": what this browser sees of the shop, for integrators and testers: the market,
 * the API, and each remote's entry, version, shared libraries (whether the shell's copies satisfy
 * what it was built with) and load state. Labels are in the interface language
 * like every screen; the values (URLs, versions, the API's own status word) are shown as they are.
 */
export function TestDiagnostics() {
  const { t } = useNamespace('shell', loadShellMessages);
  const config = shellConfig();
  const language = useStore($language);
  const settings = useStore($settings);
  const cart = useStore($cart);
  const states = useStore($remoteStates);
  const [apiHealth, setApiHealth] = useState<Check<string>>({ state: 'checking' });
  const [versions, setVersions] = useState<Partial<Record<string, Check<BuildInfo>>>>({});
  const [shellBuild, setShellBuild] = useState<Check<BuildInfo>>({ state: 'checking' });

  useEffect(() => {
    api()
      .get('health', { context: { quiet: true } })
      .json<{ status: string }>()
      .then(
        (answer) => setApiHealth({ state: 'known', value: answer.status }),
        (error: Error) => setApiHealth({ state: 'failed', reason: error.message }),
      );
    buildInfoAt(shellBuildInfoUrl()).then(
      (info) => setShellBuild({ state: 'known', value: info }),
      (error: Error) => setShellBuild({ state: 'failed', reason: error.message }),
    );
    for (const [name, remote] of Object.entries(config?.remotes ?? {})) {
      buildInfoAt(buildInfoUrl(remote!.entry)).then(
        (info) => setVersions((known) => ({ ...known, [name]: { state: 'known', value: info } })),
        (error: Error) => setVersions((known) => ({ ...known, [name]: { state: 'failed', reason: error.message } })),
      );
    }
  }, [config]);

  const health = (check: Check<string>) =>
    check.state === 'known' ? check.value : check.state === 'failed' ? t('diagnostics.unreachable', { reason: check.reason }) : t('diagnostics.checking');
  const version = (check: Check<BuildInfo> | undefined) =>
    check?.state === 'known'
      ? t('diagnostics.build', { version: check.value.version, build: check.value.build })
      : check?.state === 'failed'
        ? t('diagnostics.unknownVersion', { reason: check.reason })
        : t('diagnostics.checking');
  // What the remote was built with against what the shell provides: a singleton is always the shell's,
  // shared-contracts included (its sources are compared too: buildMismatches).
  const shared = (check: Check<BuildInfo> | undefined) => {
    if (check?.state === 'failed' || shellBuild.state === 'failed') return t('diagnostics.sharedUnknown');
    if (check?.state !== 'known' || shellBuild.state !== 'known') return t('diagnostics.checking');
    if (!shellBuild.value.shared || !check.value.shared) return t('diagnostics.sharedUnknown');
    const mismatches = buildMismatches(shellBuild.value, check.value);
    if (mismatches.length === 0) return t('diagnostics.sharedCompatible');
    return mismatches
      .map((mismatch) => t('diagnostics.sharedMismatch', { pkg: mismatch.pkg, builtWith: mismatch.builtWith, provided: mismatch.provided ?? t('diagnostics.sharedNone') }))
      .join('; ');
  };

  return (
    <section className="diagnostics">
      <ScreenHeading>{t('diagnostics.title')}</ScreenHeading>
      <dl>
        <dt>{t('diagnostics.market')}</dt>
        <dd data-testid="market">{config?.market}</dd>
        <dt>{t('diagnostics.api')}</dt>
        <dd>
          {config?.apiUrl} — <span data-testid="api-health">{health(apiHealth)}</span>
        </dd>
        <dt>{t('diagnostics.clientVersion')}</dt>
        <dd>{CLIENT_VERSION}</dd>
        <dt>{t('diagnostics.language')}</dt>
        <dd>{language}</dd>
        <dt>{t('diagnostics.brand')}</dt>
        <dd>{settings?.website.name ?? t('diagnostics.settingsNotLoaded')}</dd>
        <dt>{t('diagnostics.cart')}</dt>
        <dd>
          {t('diagnostics.cartSummary', {
            count: cart.products.length,
            store: cart.store_id ?? t('diagnostics.noStore'),
            deliveryType: t(`diagnostics.deliveryType.${cart.delivery_type}`),
          })}
        </dd>
      </dl>
      <h2>{t('diagnostics.remotes')}</h2>
      {/* Explicit roles: the narrow layout shows rows as cards (display: block), which would otherwise drop the table's semantics. */}
      <table role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('diagnostics.remote')}</th>
            <th scope="col" role="columnheader">{t('diagnostics.entry')}</th>
            <th scope="col" role="columnheader">{t('diagnostics.version')}</th>
            <th scope="col" role="columnheader">{t('diagnostics.shared')}</th>
            <th scope="col" role="columnheader">{t('diagnostics.loadState')}</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {Object.entries(config?.remotes ?? {}).map(([name, remote]) => (
            <tr key={name} role="row" data-testid={`remote-${name}`}>
              <th scope="row" role="rowheader">{name}</th>
              <td role="cell" data-label={t('diagnostics.entry')}>{remote!.entry}</td>
              <td role="cell" data-label={t('diagnostics.version')}>{version(versions[name])}</td>
              <td role="cell" data-label={t('diagnostics.shared')} data-testid={`shared-${name}`}>{shared(versions[name])}</td>
              <td role="cell" data-label={t('diagnostics.loadState')}>{t(`diagnostics.state.${states[name as RemoteName] ?? 'notLoaded'}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
