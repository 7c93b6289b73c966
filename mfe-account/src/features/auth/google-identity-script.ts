/** The part of Google Identity Services (accounts.google.com/gsi/client) the sign-in button uses. */
export interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleIdentityServices> | undefined;

/**
 * Loads Google's script once per page. A market that offers Google sign-in lists accounts.google.com
 * in its CSP additions; when the script is blocked or offline this rejects and the screen says
 * Google sign-in is unavailable.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentityServices> {
  loading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentityServices }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services did not start.'));
    };
    script.onerror = () => reject(new Error('Google Identity Services could not be loaded.'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
