import { reloadOnceAfterFailedLoad, screenLoaded } from './screen-reload';

describe('a failed screen load', () => {
  const assign = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    assign.mockReset();
  });

  it('reloads the target address once, then leaves it to the fallback (no reload loop)', () => {
    expect(reloadOnceAfterFailedLoad('/drinks/2', assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/drinks/2');
    expect(reloadOnceAfterFailedLoad('/drinks/2', assign)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('reloads again for another address, or after a screen has loaded', () => {
    reloadOnceAfterFailedLoad('/drinks/2', assign);
    expect(reloadOnceAfterFailedLoad('/food/1', assign)).toBe(true);
    screenLoaded();
    expect(reloadOnceAfterFailedLoad('/food/1', assign)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(3);
  });
});

describe('a failed screen load with site data blocked (sessionStorage throws)', () => {
  const assign = jest.fn();
  const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
  beforeEach(() => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  afterEach(() => Object.defineProperty(window, 'sessionStorage', original));

  it('shows the fallback instead of reloading (no reload would be remembered), and a loaded screen does not throw', () => {
    expect(reloadOnceAfterFailedLoad('/drinks/2', assign)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(() => screenLoaded()).not.toThrow();
  });
});
