import { act, render, screen } from '@testing-library/react';
import { $settings } from 'shared-contracts/stores/settings';
import { $language } from 'shared-contracts/stores/language';
import type { WebsiteSettings } from '../types/settings';
import { Price } from './Price';

function settingsWithCurrency(currency: string): WebsiteSettings {
  // Only the localization matters to Price; the rest of the settings is not read.
  return { localization: { currency } } as WebsiteSettings;
}

afterEach(() => {
  $settings.set(null);
  $language.set('en');
});

describe('Price', () => {
  it('formats with the currency it is given', () => {
    render(<Price value={12.5} currency="USD" />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('falls back to RON before settings are loaded', () => {
    render(<Price value={12} />);
    expect(screen.getByText('12 lei')).toBeInTheDocument();
  });

  it("uses the shop's currency from settings and follows changes", () => {
    $settings.set(settingsWithCurrency('EUR'));
    render(<Price value={12.5} />);
    expect(screen.getByText('12.50 €')).toBeInTheDocument();
    act(() => $settings.set(settingsWithCurrency('GBP')));
    expect(screen.getByText('12.50 £')).toBeInTheDocument();
  });

  it('keeps decimals when asked', () => {
    render(<Price value={12} currency="RON" decimals={2} />);
    expect(screen.getByText('12.00 lei')).toBeInTheDocument();
  });

  it('writes the amount in the interface language and follows a switch', () => {
    render(<Price value={12.5} currency="EUR" />);
    expect(screen.getByText('12.50 €')).toBeInTheDocument();
    act(() => $language.set('lt'));
    expect(screen.getByText('12,50 €')).toBeInTheDocument();
  });
});
