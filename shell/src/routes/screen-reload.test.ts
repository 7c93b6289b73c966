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
