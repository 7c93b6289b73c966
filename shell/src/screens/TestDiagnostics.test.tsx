import { act, cleanup, render, screen, within } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $language } from 'shared-contracts/stores/language';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import type { Language } from 'shared-contracts/types/language';
import { readShellConfig } from '../boot/shell-config';
import { $remoteStates } from '../remotes/remote-loading';
import { TestDiagnostics } from './TestDiagnostics';

const CATALOG_ENTRY = 'http://catalog.test/remoteEntry.js';

const SHELL_SHARED = { react: '19.2.0', 'shared-contracts': '1.4.0' };

async function showDiagnostics(
  language: Language,
  catalogShared: Record<string, string> = { react: '19.1.0', 'shared-contracts': '1.4.0' },
  catalogContracts = '2f4248b2cce1',
) {
  const config = { apiUrl: 'http://api.test', remotes: { catalog: { entry: CATALOG_ENTRY } } };
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(config)));
  await readShellConfig();
  jest.restoreAllMocks();
  const network = fakeApi(({ url }) => {
    if (url.pathname === '/health') return { json: { status: 'ok' } };
    if (url.href === `${window.location.origin}/version.json`) return { json: { name: 'shell', version: '1.0.0', build: 'shell1', shared: SHELL_SHARED, contracts: '2f4248b2cce1' } };
    if (url.href === 'http://catalog.test/version.json') return { json: { name: 'catalog', version: '1.0.0', build: 'abc123', shared: catalogShared, contracts: catalogContracts } };
    return undefined;
  });
  configureApi({ apiUrl: 'http://api.test' });
  $language.set(language);
  $remoteStates.set({ catalog: 'loaded' });
  await act(() => startI18n(language));
  render(<TestDiagnostics />);
  return network;
}

describe('/test diagnostics', () => {
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
    $language.set('en');
  });

  it('is labelled in English for an English visitor', async () => {
    await showDiagnostics('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();
    expect(await screen.findByTestId('api-health')).toHaveTextContent('ok');
    const catalog = screen.getByTestId('remote-catalog');
    expect(await within(catalog).findByText('1.0.0 (build abc123)')).toBeInTheDocument();
    expect(within(catalog).getByText('loaded')).toBeInTheDocument();
    expect(screen.getByText('0 lines, store none, pickup')).toBeInTheDocument();
    expect(await within(catalog).findByText("compatible with the shell's")).toBeInTheDocument();
  });

  it("names each shared library a remote was built with that the shell's copy does not satisfy", async () => {
    await showDiagnostics('en', { react: '20.0.0', 'shared-contracts': '1.4.0', nanostores: '1.0.1' });
    expect(screen.getByRole('columnheader', { name: 'Shared libraries' })).toBeInTheDocument();
    expect(
      await screen.findByText('react: built with 20.0.0, the shell provides 19.2.0; nanostores: built with 1.0.1, the shell provides none'),
    ).toHaveAttribute('data-testid', 'shared-catalog');
  });

  it('names shared-contracts when the remote was built from other sources of the version the shell provides', async () => {
    // The runtime keeps the shell's modules of that version: the remote's newer ones never run.
    await showDiagnostics('en', { react: '19.1.0', 'shared-contracts': '1.4.0' }, '9e0d1c2b3a49');
    expect(
      await screen.findByText('shared-contracts: built with 1.4.0+9e0d1c2b3a49, the shell provides 1.4.0+2f4248b2cce1'),
    ).toHaveAttribute('data-testid', 'shared-catalog');
  });

  it('is translated like every other screen: Spanish', async () => {
    await showDiagnostics('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnóstico' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Estado de carga' })).toBeInTheDocument();
    const catalog = screen.getByTestId('remote-catalog');
    expect(await within(catalog).findByText('1.0.0 (compilación abc123)')).toBeInTheDocument();
    expect(within(catalog).getByText('cargado')).toBeInTheDocument();
    expect(await within(catalog).findByText('compatibles con las de la aplicación principal')).toBeInTheDocument();
    expect(await screen.findByTestId('api-health')).toHaveTextContent('ok');
  });

  it('is translated like every other screen: Lithuanian', async () => {
    await showDiagnostics('lt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnostika' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Šios rinkos nuotoliniai moduliai' })).toBeInTheDocument();
    expect(screen.getByText('0 eilučių, parduotuvė nėra, atsiėmimas')).toBeInTheDocument();
    expect(await screen.findByTestId('api-health')).toHaveTextContent('ok');
    const catalog = screen.getByTestId('remote-catalog');
    expect(await within(catalog).findByText('1.0.0 (kompiliacija abc123)')).toBeInTheDocument();
    expect(within(catalog).getByText('įkeltas')).toBeInTheDocument();
  });
});
