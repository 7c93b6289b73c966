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

async function showDiagnostics(language: Language) {
  const config = { apiUrl: 'http://api.test', remotes: { catalog: { entry: CATALOG_ENTRY } } };
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(config)));
  await readShellConfig();
  jest.restoreAllMocks();
  const network = fakeApi(({ url }) => {
    if (url.pathname === '/health') return { json: { status: 'ok' } };
    if (url.href === 'http://catalog.test/version.json') return { json: { name: 'catalog', version: '1.0.0', build: 'abc123' } };
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
  });

  it('is translated like every other screen: Spanish', async () => {
    await showDiagnostics('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagnóstico' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Estado de carga' })).toBeInTheDocument();
    const catalog = screen.getByTestId('remote-catalog');
    expect(await within(catalog).findByText('1.0.0 (compilación abc123)')).toBeInTheDocument();
    expect(within(catalog).getByText('cargado')).toBeInTheDocument();
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
