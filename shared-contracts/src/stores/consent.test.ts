describe('cookie consent', () => {
  function freshStore() {
    let store!: typeof import('./consent');
    jest.isolateModules(() => {
      store = require('./consent');
    });
    return store;
  }

  beforeEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });

  it('is undecided on a first visit: only necessary cookies, dialog open', () => {
    const { $consent, $consentOpen, isAllowed } = freshStore();
    expect($consent.get().decided).toBe(false);
    expect($consentOpen.get()).toBe(true);
    expect(isAllowed($consent.get(), 'necessary')).toBe(true);
    expect(isAllowed($consent.get(), 'marketing')).toBe(false);
  });

  it('remembers a choice in the cookie for the next visit', () => {
    freshStore().saveConsent({ performance: false, statistics: true, marketing: false });
    expect(document.cookie).toContain('cookie_consent=statistics');
    const { $consent, $consentOpen, isAllowed } = freshStore();
    expect($consentOpen.get()).toBe(false);
    expect(isAllowed($consent.get(), 'statistics')).toBe(true);
    expect(isAllowed($consent.get(), 'marketing')).toBe(false);
  });

  it('only necessary refuses every optional category and is remembered too', () => {
    freshStore().acceptOnlyNecessaryCookies();
    const { $consent } = freshStore();
    expect($consent.get()).toEqual({ decided: true, performance: false, statistics: false, marketing: false });
  });

  it('can be reopened and changed later', () => {
    const store = freshStore();
    store.acceptOnlyNecessaryCookies();
    store.openConsentSettings();
    expect(store.$consentOpen.get()).toBe(true);
    store.acceptAllCookies();
    expect(store.isAllowed(store.$consent.get(), 'marketing')).toBe(true);
    expect(store.$consentOpen.get()).toBe(false);
  });
});
