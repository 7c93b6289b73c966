/**
 * Each remote ships its own namespace and loads only the language in use (plus English, the
 * per-key fallback). `useNamespace` renders nothing translated until the bundle is in.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { i18n } from 'shared-contracts/i18n/i18n';
import type { Language } from 'shared-contracts/types/language';

export type Messages = Record<string, string>;
export type NamespaceLoader = (language: Language) => Promise<Messages>;

const loading = new Map<string, Promise<void>>();

async function ensureBundle(ns: string, language: Language, load: NamespaceLoader): Promise<void> {
  const key = `${ns}:${language}`;
  if (i18n.hasResourceBundle(language, ns)) return;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(language).then((messages) => {
      i18n.addResourceBundle(language, ns, messages, true, true);
    });
    loading.set(key, pending);
  }
  await pending;
}

/** Loads the namespace for the current language and English; returns its `t` and readiness. */
export function useNamespace(ns: string, load: NamespaceLoader): { t: TFunction; ready: boolean } {
  const { t, i18n: instance } = useTranslation(ns, { i18n });
  const language = (instance.language ?? 'en') as Language;
  const [readyFor, setReadyFor] = useState<string | null>(
    i18n.hasResourceBundle(language, ns) && i18n.hasResourceBundle('en', ns) ? language : null,
  );
  useEffect(() => {
    let live = true;
    Promise.all([ensureBundle(ns, 'en', load), ensureBundle(ns, language, load)]).then(
      () => live && setReadyFor(language),
      (error: unknown) => console.error(`Could not load the ${ns} texts`, error),
    );
    return () => {
      live = false;
    };
  }, [ns, language, load]);
  return { t, ready: readyFor === language };
}
