import { setPageMetadata, METADATA_DEBOUNCE_MS } from './page-metadata';

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
