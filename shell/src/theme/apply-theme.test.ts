import { readFileSync } from 'node:fs';
import path from 'node:path';
import { websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { AA_CONTRAST, ON_PAGE_BACKGROUND, contrastRatio } from 'shared-contracts/theme/contrast';
import { applyTheme } from './apply-theme';

function themed(website: Partial<ReturnType<typeof websiteSettingsFixture>['website']>) {
  const settings = websiteSettingsFixture();
  const root = document.createElement('div');
  applyTheme({ ...settings, assets_url: 'https://assets.example', website: { ...settings.website, ...website } }, root);
  return (name: string) => root.style.getPropertyValue(name);
}

describe('the theme from website settings', () => {
  it('gives a pale brand dark text on it and a darker shade of it for text on the page', () => {
    const variable = themed({ color: '#f7d23e' });
    expect(variable('--brand')).toBe('#f7d23e');
    expect(variable('--on-brand')).toBe('#111111');
    expect(contrastRatio(variable('--brand-text'), variable('--bg'))).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('takes a light background colour, and refuses a dark one the page text would vanish on', () => {
    expect(themed({ color: '#b3261e', background: '#fff8e1' })('--bg')).toBe('#fff8e1');
    expect(themed({ color: '#b3261e', background: '#151515' })('--bg')).toBe('#faf8f5');
  });

  it('refuses a mid grey that errors and hints would not read on, and keeps a light tint', () => {
    expect(themed({ background: '#a8a8a8' })('--bg')).toBe('#faf8f5');
    expect(themed({ background: '#eef4fb' })('--bg')).toBe('#eef4fb');
  });

  it('checks the background against the colours base.css really draws on it', () => {
    const css = readFileSync(path.join(__dirname, '..', 'styles', 'base.css'), 'utf8');
    for (const [name, { colour }] of Object.entries(ON_PAGE_BACKGROUND)) {
      expect(css).toContain(`${name}: ${colour};`);
    }
  });

  it('points the favicon at the brand picture on the assets host', () => {
    themed({ favicon: 'favicon.svg' });
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe('https://assets.example/favicon.svg');
  });
});
