import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import {
  $consent,
  $consentOpen,
  OPTIONAL_CATEGORIES,
  acceptAllCookies,
  acceptOnlyNecessaryCookies,
  saveConsent,
} from 'shared-contracts/stores/consent';
import { Button } from 'shared-contracts/ui/Button';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import './cookie-consent.css';

/**
 * Spec §2 cookie consent: necessary, performance, statistics, marketing. A non-modal region at
 * the bottom: the customer can read the menu first, and nothing optional loads until they choose.
 */
export function CookieConsent() {
  const open = useStore($consentOpen);
  const consent = useStore($consent);
  const { t, ready } = useNamespace('shell', loadShellMessages);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState({
    performance: consent.performance,
    statistics: consent.statistics,
    marketing: consent.marketing,
  });
  if (!open || !ready) return null;
  return (
    <section className="cookie-consent" role="region" aria-labelledby="cookie-consent-title">
      <h2 id="cookie-consent-title" className="cookie-consent__title">
        {t('consent.title')}
      </h2>
      <p className="cookie-consent__text">
        {t('consent.text')} <Link to="/page/cookie-policy">{t('consent.policy')}</Link>
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
        <Button onClick={acceptAllCookies}>{t('consent.acceptAll')}</Button>
        <Button variant="secondary" onClick={acceptOnlyNecessaryCookies}>
          {t('consent.onlyNecessary')}
        </Button>
        {choosing ? (
          <Button variant="secondary" onClick={() => saveConsent(choice)}>
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
