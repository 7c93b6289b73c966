import { screen } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from '../test-support/render-screen';
import LegalPage from './LegalPage';
import StaticPage from './StaticPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
afterEach(() => network.restore());

describe('static and legal pages', () => {
  it('shows a page from the API as paragraphs, asked by type and id', async () => {
    network = fakeApi(({ url }) =>
      url.pathname === '/public/pages/about_us' ? { json: { id: 1, type: 'about_us', url: 'about-us', title: 'About us', body: 'One.\n\nTwo.' } } : undefined,
    );
    renderScreen(StaticPage, '/page/:type/:url/:id', '/page/about_us/about-us/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
    expect(network.requests[0]!.url.searchParams.get('id')).toBe('1');
  });

  it('answers the 404 screen for a page the API does not know (or hides)', async () => {
    network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'There is no page "x".' } }));
    renderScreen(StaticPage, '/:type', '/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('knows only the three legal types', async () => {
    network = fakeApi(() => undefined);
    renderScreen(LegalPage, '/legal/:type', '/legal/refunds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
