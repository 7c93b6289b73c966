import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setPageMetadata, METADATA_DEBOUNCE_MS } from './page-metadata';

describe("the tab's title before the settings name the shop", () => {
  it('is empty, not a word of one language (the browser shows the address meanwhile)', () => {
    const page = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    expect(new DOMParser().parseFromString(page, 'text/html').title).toBe('');
  });
});

describe('page metadata', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes a burst of updates once, 50 ms after the last (spec §9)', () => {
    setPageMetadata({ title: 'First' });
    setPageMetadata({ title: 'Casa Aurora', description: 'Fresh food', language: 'es' });
    jest.advanceTimersByTime(METADATA_DEBOUNCE_MS - 1);
    expect(document.title).not.toBe('Casa Aurora');
    jest.advanceTimersByTime(1);
    expect(document.title).toBe('Casa Aurora');
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Fresh food');
  });
});

describe('Open Graph tags', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const og = (key: string) => document.head.querySelector(`meta[property="og:${key}"]`)?.getAttribute('content');

  it('are written with the page, and a tag the next page lacks is removed', () => {
    setPageMetadata({ title: 'Margherita | Casa', openGraph: { title: 'Margherita | Casa', image: 'https://a.test/1.svg', type: 'product' } });
    jest.advanceTimersByTime(METADATA_DEBOUNCE_MS);
    expect(og('title')).toBe('Margherita | Casa');
    expect(og('image')).toBe('https://a.test/1.svg');
    expect(og('type')).toBe('product');
    setPageMetadata({ title: 'Casa', openGraph: { title: 'Casa', type: 'website' } });
    jest.advanceTimersByTime(METADATA_DEBOUNCE_MS);
    expect(og('image')).toBeUndefined();
    expect(og('type')).toBe('website');
  });
});
