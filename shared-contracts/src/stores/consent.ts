import { atom } from 'nanostores';
import { readCookie, writeCookie } from 'shared-contracts/stores/cookies';

/** Spec §2 cookie consent categories; `necessary` cannot be refused. */
export type ConsentCategory = 'necessary' | 'performance' | 'statistics' | 'marketing';
export const OPTIONAL_CATEGORIES = ['performance', 'statistics', 'marketing'] as const;

export interface Consent {
  /** False until the customer has chosen; the dialog shows until then. */
  decided: boolean;
  performance: boolean;
  statistics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'cookie_consent';

const UNDECIDED: Consent = { decided: false, performance: false, statistics: false, marketing: false };

/** The cookie holds the accepted optional categories, e.g. "statistics,marketing" ("" = only necessary). */
function restore(): Consent {
  const saved = readCookie(CONSENT_COOKIE);
  if (saved === null) return UNDECIDED;
  const accepted = new Set(saved.split(',').filter(Boolean));
  return {
    decided: true,
    performance: accepted.has('performance'),
    statistics: accepted.has('statistics'),
    marketing: accepted.has('marketing'),
  };
}

export const $consent = atom<Consent>(restore());

/** Whether the consent dialog is open (first visit, or reopened from the footer). */
export const $consentOpen = atom<boolean>(!$consent.get().decided);

export function saveConsent(choice: Pick<Consent, 'performance' | 'statistics' | 'marketing'>): void {
  const consent: Consent = { decided: true, ...choice };
  writeCookie(CONSENT_COOKIE, OPTIONAL_CATEGORIES.filter((category) => consent[category]).join(','));
  $consent.set(consent);
  $consentOpen.set(false);
}

export function acceptAllCookies(): void {
  saveConsent({ performance: true, statistics: true, marketing: true });
}

export function acceptOnlyNecessaryCookies(): void {
  saveConsent({ performance: false, statistics: false, marketing: false });
}

export function openConsentSettings(): void {
  $consentOpen.set(true);
}

/** Closes the dialog reopened from the footer, keeping the stored choice; a first visit must choose. */
export function closeConsentSettings(): void {
  if ($consent.get().decided) $consentOpen.set(false);
}

export function isAllowed(consent: Consent, category: ConsentCategory): boolean {
  return category === 'necessary' || (consent.decided && consent[category]);
}
