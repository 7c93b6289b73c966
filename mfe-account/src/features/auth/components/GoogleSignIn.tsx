import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { formError } from '../api/form-error';
import { googleClientId, signInWithGoogle } from '../api/google-sign-in';
import { keepSignedIn } from '../api/signed-in-user';
import { loadGoogleIdentity, type GoogleIdentityServices } from '../google-identity-script';
import { useReturnPath } from '../return-path';
import { useGoOnSignedIn } from '../use-after-sign-in';

type State = 'checking' | 'offered' | 'loading' | 'ready' | 'unavailable';

/**
 * Google's button draws itself in a frame of its own, which may arrive a moment later: the focus
 * goes to whatever it has drawn, else to its place, and so never falls back to the page.
 */
function focusGoogleButton(place: HTMLElement) {
  const drawn = place.querySelector<HTMLElement>('iframe') ?? place.querySelector<HTMLElement>('button, [role="button"], [tabindex]');
  (drawn ?? place).focus();
}

/**
 * Spec §6 "Google (may be unavailable)". Google's script is another site's, which may set its own
 * cookies: as the trackers wait for cookie consent (shell load-trackers), it waits for the
 * customer's own click. The screen offers a button of its own, whose click loads the script and
 * puts Google's button in its place, focused. Google's button cannot be pressed for the customer
 * (Google only starts its sign-in from a click on it), so that is a second click. Without a client
 * id, or when the script does not load, the spec §8 sentence "Google sign-in currently unavailable".
 */
export function GoogleSignIn() {
  const { t } = useAccountTexts();
  const language = useStore($language);
  const goOn = useGoOnSignedIn();
  const next = useReturnPath();
  const place = useRef<HTMLDivElement>(null);
  const focusWhenDrawn = useRef(false);
  const [clientId, setClientId] = useState<string | null>(null);
  const [google, setGoogle] = useState<GoogleIdentityServices | null>(null);
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<string | null>(null);

  // Asking the shop whether it has Google sign-in is not Google's: this may run before consent.
  useEffect(() => {
    let cancelled = false;
    googleClientId()
      .catch(() => null)
      .then((id) => {
        if (cancelled) return;
        setClientId(id);
        setState(id ? 'offered' : 'unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  async function loadGoogle() {
    if (!clientId) return;
    setState('loading');
    try {
      const loaded = await loadGoogleIdentity();
      loaded.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          signInWithGoogle(credential).then(
            (user) => {
              keepSignedIn(user);
              // A Google account may have no phone yet: the details screen asks for it, when they get there.
              goOn(next ?? href('account.details'));
            },
            async (failure: unknown) => setError(await formError(failure)),
          );
        },
      });
      focusWhenDrawn.current = true;
      setGoogle(loaded);
      setState('ready');
    } catch {
      // The shop's own button stays, focused, to try again; the notice beside it says why.
      setState('unavailable');
    }
  }

  // Drawn again in the new language when the customer changes it.
  useEffect(() => {
    if (!google || !place.current) return;
    place.current.replaceChildren();
    google.accounts.id.renderButton(place.current, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: language });
    if (focusWhenDrawn.current) focusGoogleButton(place.current);
    focusWhenDrawn.current = false;
  }, [google, language]);

  return (
    <div className="google-sign-in">
      {clientId && state !== 'ready' && (
        <Button variant="secondary" busy={state === 'loading'} onClick={loadGoogle}>
          {t('login.google')}
        </Button>
      )}
      <div ref={place} tabIndex={-1} hidden={state !== 'ready'} />
      <NoticeRegion>{state === 'unavailable' && <Notice tone="info" live={false}>{t('login.google_unavailable')}</Notice>}</NoticeRegion>
      <NoticeRegion urgent>
        {error && <Notice tone="error" live={false}>{error}</Notice>}
      </NoticeRegion>
    </div>
  );
}
