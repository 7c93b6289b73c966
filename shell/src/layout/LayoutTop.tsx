import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { CookieConsent } from '../consent/CookieConsent';

/**
 * What every layout starts with, in this tab order. The cookie notice comes right after the header,
 * not at the page's end: it covers the bottom of a phone screen, so the keyboard reaches it before
 * the screen it covers (it is still shown at the bottom).
 */
export function LayoutTop() {
  return (
    <>
      <SkipLink />
      <Header />
      <CookieConsent />
    </>
  );
}
