import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { CookieConsent } from '../consent/CookieConsent';
import { Notifications } from './Notifications';

/**
 * What every layout starts with, in this tab order. The notices on top follow the header, where
 * they show (on a phone in the page's flow: Notifications). The cookie notice comes right after
 * them, not at the page's end: it covers the bottom of a phone screen, so the keyboard reaches it
 * before the screen it covers (it is still shown at the bottom).
 */
export function LayoutTop() {
  return (
    <>
      <SkipLink />
      <Header />
      <Notifications position="top" />
      <CookieConsent />
    </>
  );
}
