import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { formError } from '../api/form-error';
import { googleClientId, signInWithGoogle } from '../api/google-sign-in';
import { keepSignedIn } from '../api/signed-in-user';
import { loadGoogleIdentity } from '../google-identity-script';
import { useReturnPath } from '../return-path';

type State = 'checking' | 'unavailable' | 'ready';

/**
 * Spec §6 "Google (may be unavailable)": Google's own button when the shop has a client id and
 * Google's script loads; otherwise the spec §8 sentence "Google sign-in currently unavailable".
 */
export function GoogleSignIn() {
  const { t } = useAccountTexts();
  const language = useStore($language);
  const navigate = useNavigate();
  const next = useReturnPath();
  const buttonRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const clientId = await googleClientId().catch(() => null);
      if (!clientId) throw new Error('Google sign-in is not configured.');
      const google = await loadGoogleIdentity();
      if (cancelled || !buttonRef.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          signInWithGoogle(credential).then(
            (user) => {
              keepSignedIn(user);
              // A Google account may have no phone yet: the details screen asks for it, when they get there.
              navigate(next ?? href('account.details'));
            },
            async (failure: unknown) => setError(await formError(failure)),
          );
        },
      });
      google.accounts.id.renderButton(buttonRef.current, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: language });
      setState('ready');
    })().catch(() => {
      if (!cancelled) setState('unavailable');
    });
    return () => {
      cancelled = true;
    };
  }, [language, navigate, next]);

  return (
    <div className="google-sign-in">
      {state === 'unavailable' && <Notice tone="info">{t('login.google_unavailable')}</Notice>}
      <div ref={buttonRef} hidden={state !== 'ready'} />
      <NoticeRegion urgent>
        {error && <Notice tone="error" live={false}>{error}</Notice>}
      </NoticeRegion>
    </div>
  );
}
