import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setSettings } from 'shared-contracts/stores/settings';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { BrandBackdrop } from './BrandBackdrop';

function showAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BrandBackdrop />
    </MemoryRouter>,
  );
}

describe("the brand's pictures", () => {
  beforeEach(() => {
    const settings = websiteSettingsFixture();
    setSettings({
      ...settings,
      assets_url: 'https://assets.example/brand',
      website: { ...settings.website, background: 'backgrounds/desktop.svg', login_background: 'backgrounds/login.svg', color_filter: 'sepia(1) hue-rotate(10deg)' },
    });
  });

  it('shows the background above the homepage, tinted by the colour filter', () => {
    showAt('/');
    const backdrop = screen.getByTestId('brand-backdrop');
    expect(backdrop.style.backgroundImage).toBe('url("https://assets.example/brand/backgrounds/desktop.svg")');
    expect(backdrop.style.filter).toBe('sepia(1) hue-rotate(10deg)');
    expect(backdrop).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the login background above the sign-in screens', () => {
    showAt('/auth/login');
    expect(screen.getByTestId('brand-backdrop').style.backgroundImage).toContain('backgrounds/login.svg');
  });

  it('leaves other screens without a picture', () => {
    showAt('/food/1');
    expect(screen.queryByTestId('brand-backdrop')).toBeNull();
  });
});
