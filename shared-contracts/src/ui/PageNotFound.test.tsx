import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from '../i18n/i18n';
import { PageNotFound } from './PageNotFound';

describe('PageNotFound (the one 404 screen of the shell and every remote)', () => {
  afterAll(() => startI18n('en'));

  it('names the page as not found and leads to the homepage', async () => {
    await act(() => startI18n('en'));
    render(<MemoryRouter><PageNotFound /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('follows a change of language', async () => {
    await act(() => startI18n('en'));
    render(<MemoryRouter><PageNotFound /></MemoryRouter>);
    await act(() => startI18n('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
    await act(() => startI18n('lt'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeInTheDocument();
  });
});
