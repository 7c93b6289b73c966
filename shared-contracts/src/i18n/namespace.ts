/**
 * Each remote ships its own namespace and loads only the language in use (English as well only
 * for the partial Romanian, see catalogue-languages). `useNamespace` renders nothing translated
 * until the bundles are in.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { i18n } from 'shared-contracts/i18n/i18n';
import { catalogueLanguages } from 'shared-contracts/i18n/catalogue-languages';
import { reportNoConnection } from 'shared-contracts/api/no-connection';
import type { Language } from 'shared-contracts/types/language';

export type Messages = Record<string, string>;
export type NamespaceLoader = (language: Language) => Promise<Messages>;

const loading = new Map<string, Promise<void>>();

async function ensureBundle(ns: string, language: Language, load: NamespaceLoader): Promise<void> {
  const key = `${ns}:${language}`;
  if (i18n.hasResourceBundle(language, ns)) return;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(language)
      .then((messages) => {
        i18n.addResourceBundle(language, ns, messages, true, true);
      })
      .catch((error: unknown) => {
        // A failed load (a lost connection) is forgotten, so the next attempt loads again.
        loading.delete(key);
        throw error;
      });
    loading.set(key, pending);
  }
  await pending;
}

/**
 * Loads a namespace's texts for a language (and English beside the partial Romanian). A screen's
 * prefetch step, or the module defining a remote's texts hook as it is evaluated, calls it so they
 * travel beside the screen's code and data instead of after its first render: one wait less on the
 * way into a screen, and the shell's preload of a link's screen on hover brings them too (issue
 * #11). Those callers ignore a failure: the screen asks again when it renders, says it and keeps
 * asking (loadUntilIn). It still rejects on a failure, for a caller that must know.
 */
export function loadNamespace(ns: string, load: NamespaceLoader, language = (i18n.language ?? 'en') as Language): Promise<unknown> {
  return Promise.all(catalogueLanguages(language).map((needed) => ensureBundle(ns, needed, load)));
}

/** Whether a namespace's texts for `language` (and English beside a partial catalogue) are in. */
function loaded(ns: string, language: Language): boolean {
  return catalogueLanguages(language).every((needed) => i18n.hasResourceBundle(needed, ns));
}

/**
 * Waits before each new try of texts that failed to load: a flaky phone connection often comes back
 * within seconds, and a connection or a server that comes back later may never make the browser
 * report `online`, so the last wait repeats for as long as the screen waits. The `online` event
 * tries at once and starts the series again.
 */
const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000, 30000];

/**
 * Loads a namespace's texts until they are in: a failure is said once, then tried again on a short
 * backoff and whenever the browser is back `online`, so a screen waiting on them renders without a
 * reload. Returns the stop (a change of language, an unmounted screen). The tries stay in here:
 * loadNamespace itself still settles, rejecting on a failure, like setLanguage, whose rejection
 * puts the shop back in its language (shell language-choice.ts).
 */
function loadUntilIn(ns: string, load: NamespaceLoader, language: Language, onLoaded: () => void): () => void {
  let stopped = false;
  let reported = false;
  /** Failed tries since the backoff last began: at the first failure, or the browser back online. */
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const backOnline = () => {
    failures = 0;
    attempt();
  };
  const stopRetrying = () => {
    clearTimeout(timer);
    window.removeEventListener('online', backOnline);
  };
  function attempt(): void {
    if (stopped) return;
    clearTimeout(timer);
    loadNamespace(ns, load, language).then(
      () => {
        if (stopped) return;
        stopRetrying();
        onLoaded();
      },
      (error: unknown) => {
        if (stopped) return;
        if (!reported) {
          reported = true;
          console.error(`Could not load the ${ns} texts`, error);
          reportNoConnection();
          window.addEventListener('online', backOnline);
        }
        const delay = RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)];
        // A try the browser's `online` began beside a timed one: one timer waits, not two.
        clearTimeout(timer);
        timer = setTimeout(attempt, delay);
      },
    );
  }
  attempt();
  return () => {
    stopped = true;
    stopRetrying();
  };
}

/**
 * Loads the namespace for the current language; returns its `t` and readiness. Ready stays true
 * across a change of language: until the new texts are in, `t` keeps to the language shown before,
 * so a screen keeps its form mounted and what the customer typed in it.
 */
export function useNamespace(ns: string, load: NamespaceLoader): { t: TFunction; ready: boolean } {
  // Subscribed to i18next, so a change of language renders again.
  const { i18n: instance } = useTranslation(ns, { i18n });
  const language = (instance.language ?? 'en') as Language;
  const [lastShown, setLastShown] = useState<Language | null>(loaded(ns, language) ? language : null);
  useEffect(() => loadUntilIn(ns, load, language, () => setLastShown(language)), [ns, language, load]);
  const shown = loaded(ns, language) ? language : lastShown;
  const t = useMemo(() => i18n.getFixedT(shown ?? language, ns), [shown, language, ns]);
  return { t, ready: shown !== null };
}

/**
 * Words drawn again later, as a notice still on screen is: the namespace's text in the language now
 * in use once its texts are in, until then in the language of `shown` (a `t` from useNamespace).
 */
export function textFollowingLanguage(ns: string, shown: TFunction, key: string, options: Record<string, unknown> = {}): () => string {
  return () => {
    const language = (i18n.language ?? 'en') as Language;
    return loaded(ns, language) ? i18n.getFixedT(language, ns)(key, options) : shown(key, options);
  };
}
