import { act, render, screen } from '@testing-library/react';
import { i18n, startI18n } from './i18n';
import { loadNamespace, textFollowingLanguage, useNamespace, type NamespaceLoader } from './namespace';
import { commonText } from './common/common-text';
import { $notifications, noticeText } from '../stores/notifications';
import type { Language } from '../types/language';

const TEXTS: Record<Language, Record<string, string>> = {
  en: { greeting: 'Hello', only_english: 'Only in English' },
  es: { greeting: 'Hola', only_english: 'Solo en inglés' },
  lt: { greeting: 'Labas', only_english: 'Tik angliškai' },
  ro: { greeting: 'Salut' },
};

function Greeting({ ns, load }: { ns: string; load: NamespaceLoader }) {
  const { t, ready } = useNamespace(ns, load);
  return <p>{ready ? `${t('greeting')} / ${t('only_english')}` : 'loading'}</p>;
}

/** Each test has a namespace of its own: bundles stay in the page's one i18next instance. */
async function shown(ns: string, language: Language) {
  await act(() => startI18n(language));
  const load = jest.fn((requested: Language) => Promise.resolve(TEXTS[requested]));
  render(<Greeting ns={ns} load={load} />);
  return load;
}

describe('useNamespace (issue #10: a remote loads only the current language)', () => {
  afterAll(() => startI18n('en'));

  it.each([
    ['lt', 'Labas / Tik angliškai'],
    ['es', 'Hola / Solo en inglés'],
    ['en', 'Hello / Only in English'],
  ] as const)('loads %s alone: that catalogue is complete', async (language, text) => {
    const load = await shown(`complete-${language}`, language);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(load.mock.calls.map(([requested]) => requested)).toEqual([language]);
    expect(i18n.hasResourceBundle('en', `complete-${language}`)).toBe(language === 'en');
  });

  it('loads English beside the partial Romanian, which falls back to it per key', async () => {
    const load = await shown('partial', 'ro');
    expect(await screen.findByText('Salut / Only in English')).toBeInTheDocument();
    expect(load.mock.calls.map(([requested]) => requested).sort()).toEqual(['en', 'ro']);
  });

  it('loads the next language alone when the customer switches', async () => {
    const load = await shown('switching', 'lt');
    expect(await screen.findByText('Labas / Tik angliškai')).toBeInTheDocument();
    await act(() => startI18n('es'));
    expect(await screen.findByText('Hola / Solo en inglés')).toBeInTheDocument();
    expect(load.mock.calls.map(([requested]) => requested)).toEqual(['lt', 'es']);
  });

  it('stays ready in the language shown until the next one is in, so a form keeps what was typed', async () => {
    await act(() => startI18n('lt'));
    let arrive: (texts: Record<string, string>) => void = () => undefined;
    const load = jest.fn((requested: Language) =>
      requested === 'lt' ? Promise.resolve(TEXTS.lt) : new Promise<Record<string, string>>((resolve) => (arrive = resolve)),
    );
    function Form() {
      const { t, ready } = useNamespace('form', load);
      return ready ? <input aria-label={t('greeting')} /> : <p>loading</p>;
    }
    render(<Form />);
    const field = await screen.findByRole('textbox', { name: 'Labas' });
    (field as HTMLInputElement).value = 'Ona';
    await act(() => startI18n('es'));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Labas' })).toBe(field);
    await act(async () => arrive(TEXTS.es));
    expect(await screen.findByRole('textbox', { name: 'Hola' })).toBe(field);
    expect((field as HTMLInputElement).value).toBe('Ona');
  });
});


describe('loadNamespace after a failed load (a flaky connection)', () => {
  it('loads again on the next attempt instead of repeating the failure', async () => {
    const load = jest
      .fn<Promise<Record<string, string>>, [Language]>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(TEXTS.lt);

    await expect(loadNamespace('retried', load, 'lt')).rejects.toThrow('Failed to fetch');
    await loadNamespace('retried', load, 'lt');

    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.getFixedT('lt', 'retried')('greeting')).toBe('Labas');
  });
});

describe('useNamespace after its texts fail to load (spec §8: a flaky phone connection)', () => {
  const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
  /** Each time the no-connection notice was put up (a repeat would be said again by a screen reader). */
  let noticesShown: number;
  let stopCounting: () => void;

  beforeEach(async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    $notifications.set([]);
    noticesShown = 0;
    let before = new Set<number>();
    stopCounting = $notifications.listen((notices) => {
      const added = notices.filter((notice) => !before.has(notice.id) && noticeText(notice) === commonText('errors.no_connection'));
      noticesShown += added.length;
      before = new Set(notices.map((notice) => notice.id));
    });
    await act(() => startI18n('lt'));
  });
  afterEach(() => {
    stopCounting();
    jest.useRealTimers();
  });
  afterAll(() => startI18n('en'));

  it('says the connection is lost once, and shows the screen when a later try on its own gets them', async () => {
    const load = jest.fn<Promise<Record<string, string>>, [Language]>().mockImplementationOnce(offline).mockImplementationOnce(offline).mockResolvedValue(TEXTS.lt);
    render(<Greeting ns="backoff" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect($notifications.get()).toEqual([expect.objectContaining({ kind: 'error', message: expect.any(Function) })]);

    await act(() => jest.advanceTimersByTimeAsync(30_000));

    expect(screen.getByText('Labas / Tik angliškai')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(noticesShown).toBe(1);
  });

  it('keeps trying every 30 s while the screen waits, and at once when the browser is back online', async () => {
    let connected = false;
    const load = jest.fn((requested: Language) => (connected ? Promise.resolve(TEXTS[requested]) : offline()));
    render(<Greeting ns="online" load={load} />);
    // 2 + 4 + 8 + 16 s, then every 30 s: a server or connection back later, the browser none the wiser.
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    const afterTheBackoff = load.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
    const tries = load.mock.calls.length;
    expect(tries - afterTheBackoff).toBeGreaterThanOrEqual(19);
    expect(tries - afterTheBackoff).toBeLessThanOrEqual(21);
    expect(screen.getByText('loading')).toBeInTheDocument();

    connected = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });

    expect(screen.getByText('Labas / Tik angliškai')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(tries + 1);
    expect(noticesShown).toBe(1);
  });

  it('a try begun by the browser back online beside a timed one leaves one timer: nothing is asked once the screen is gone', async () => {
    const pending: Array<(error: Error) => void> = [];
    const load = jest.fn((_requested: Language) => new Promise<Record<string, string>>((_resolve, reject) => pending.push(reject)));
    const failAll = () => pending.splice(0).forEach((reject) => reject(new Error('Failed to fetch dynamically imported module')));
    const view = render(<Greeting ns="crossed" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(async () => failAll());
    // The timed try is under way when the browser says it is back online: a second try beside it.
    await act(() => jest.advanceTimersByTimeAsync(2000));
    act(() => window.dispatchEvent(new Event('online')));
    await act(async () => failAll());
    await act(() => jest.advanceTimersByTimeAsync(0));
    const asked = load.mock.calls.length;

    view.unmount();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(asked);
  });

  it('leaves the language switched away from, and a failed load still rejects for the shell', async () => {
    const load = jest.fn((requested: Language) => (requested === 'lt' ? offline() : Promise.resolve(TEXTS[requested])));
    render(<Greeting ns="switched-away" load={load} />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => startI18n('es'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Hola / Solo en inglés')).toBeInTheDocument();
    const triedInLithuanian = load.mock.calls.filter(([requested]) => requested === 'lt').length;

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(60_000);
    });

    expect(load.mock.calls.filter(([requested]) => requested === 'lt')).toHaveLength(triedInLithuanian);
    await expect(loadNamespace('switched-away', load, 'lt')).rejects.toThrow('Failed to fetch');
  });
});

describe('textFollowingLanguage (a notice drawn again after a change of language)', () => {
  afterAll(() => startI18n('en'));

  it('answers in the language now in use once its texts are in, until then in the shown one', async () => {
    await act(() => startI18n('en'));
    await loadNamespace('following', (language) => Promise.resolve(TEXTS[language]));
    const text = textFollowingLanguage('following', i18n.getFixedT('en', 'following'), 'greeting');
    expect(text()).toBe('Hello');
    await act(() => startI18n('lt'));
    expect(text()).toBe('Hello');
    await loadNamespace('following', (language) => Promise.resolve(TEXTS[language]));
    expect(text()).toBe('Labas');
  });
});
