import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import {
  $consent,
  $consentOpen,
  OPTIONAL_CATEGORIES,
  acceptAllCookies,
  acceptOnlyNecessaryCookies,
  closeConsentSettings,
  saveConsent,
  type Consent,
} from 'shared-contracts/stores/consent';
import { Button } from 'shared-contracts/ui/Button';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { useHeightProperty } from '../layout/use-height-property';
import { scriptsBeyond } from './load-trackers';
import { useLoadTrackersOnNavigation } from './load-trackers-on-navigation';
import './cookie-consent.css';

type Choice = Pick<Consent, (typeof OPTIONAL_CATEGORIES)[number]>;

/**
 * Spec §2 cookie consent dialog: necessary, performance, statistics, marketing. Mounted anew each
 * time it opens, so its boxes always start from the stored choice. It also loads, at each new
 * address, the scripts held back on a secret link.
 */
export function CookieConsent() {
  // Here because every layout mounts this, inside the router, for the page's whole life.
  useLoadTrackersOnNavigation();
  const open = useStore($consentOpen);
  const { t, ready } = useNamespace('shell', loadShellMessages);
  if (!open || !ready) return null;
  return <ConsentDialog t={t} />;
}

/**
 * Non-modal: on a first visit it sits at the bottom and the customer can read the menu first
 * (nothing optional loads until they choose), so it takes no focus; it comes right after the
 * header in the tab order (LayoutTop). Reopened from the footer it
 * is what the customer asked for: focus moves into it, Escape closes it unchanged, and closing
 * gives focus back to the footer's "Cookie settings".
 */
function ConsentDialog({ t }: { t: TFunction }) {
  const [stored] = useState(() => $consent.get());
  const reopened = stored.decided;
  const [choosing, setChoosing] = useState(false);
  // Said before the customer chooses: withdrawing a category whose script ran reloads the page.
  const reloads = reopened && scriptsBeyond();
  const [choice, setChoice] = useState<Choice>({ performance: stored.performance, statistics: stored.statistics, marketing: stored.marketing });
  const dialog = useRef<HTMLElement>(null);
  useHeightProperty(dialog, '--shell-consent-height');

  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus({ preventScroll: true });
    return () => opener?.focus();
  }, [reopened]);

  // On a first visit a choice made inside the notice takes the keyboard on to the screen, which
  // follows the notice in the tab order; left alone, focus would fall to the page's start with the
  // button that had it. Reopened, the effect above gives focus back to "Cookie settings".
  const decide = (action: () => void) => () => {
    const fromInside = dialog.current?.contains(document.activeElement) ?? false;
    action();
    if (!reopened && fromInside) document.getElementById('main')?.focus({ preventScroll: true });
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && reopened) closeConsentSettings();
  };

  return (
    <section
      ref={dialog}
      className="cookie-consent"
      role="dialog"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-text"
      tabIndex={-1}
      onKeyDown={closeOnEscape}
    >
      <h2 id="cookie-consent-title" className="cookie-consent__title">
        {t('consent.title')}
      </h2>
      <p id="cookie-consent-text" className="cookie-consent__text">
        {t('consent.text')} {reloads && `${t('consent.reload')} `}
        <Link to="/page/cookie-policy">{t('consent.policy')}</Link>
      </p>
      {choosing && (
        <fieldset className="cookie-consent__categories">
          <legend className="visually-hidden">{t('consent.categories')}</legend>
          <label className="cookie-consent__category">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('consent.necessary')}</strong> {t('consent.necessaryHint')}
            </span>
          </label>
          {OPTIONAL_CATEGORIES.map((category) => (
            <label key={category} className="cookie-consent__category">
              <input
                type="checkbox"
                // "Choose" shows these above itself; the keyboard goes to the first, or it would
                // land on "Save my choices" after them and Tab would leave the notice.
                autoFocus={category === OPTIONAL_CATEGORIES[0]}
                checked={choice[category]}
                onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
              />
              <span>
                <strong>{t(`consent.${category}`)}</strong> {t(`consent.${category}Hint`)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="cookie-consent__actions">
        <Button onClick={decide(acceptAllCookies)}>{t('consent.acceptAll')}</Button>
        <Button variant="secondary" onClick={decide(acceptOnlyNecessaryCookies)}>
          {t('consent.onlyNecessary')}
        </Button>
        {choosing ? (
          <Button variant="secondary" onClick={decide(() => saveConsent(choice))}>
            {t('consent.save')}
          </Button>
        ) : (
          <Button variant="link" onClick={() => setChoosing(true)}>
            {t('consent.choose')}
          </Button>
        )}
      </div>
    </section>
  );
}
