import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Who Google says signed in: its stable subject id, the e-mail and whether Google verified it. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleSignIn {
  /** The OAuth client id the browser's Google button uses (GOOGLE_CLIENT_ID). */
  clientId: string;
  /** The identity in a Google ID token, or null when the token is not one Google issued for this shop. */
  verify: (credential: string) => Promise<GoogleIdentity | null>;
}

const GOOGLE_KEYS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Google's key server did not answer: the token may be good, the customer may try again (502). */
export class GoogleUnavailable extends Error {
  constructor() {
    super('Google did not answer.');
    this.name = 'GoogleUnavailable';
  }
}

/**
 * Checks a Google ID token the way Google documents it: signed by one of Google's keys (fetched
 * and cached from its certs URL; tests pass a local key set), issued by Google, for this client
 * id, not expired.
 */
export function googleSignIn(clientId: string, keys: JWTVerifyGetKey = createRemoteJWKSet(GOOGLE_KEYS_URL, { timeoutDuration: 5000 })): GoogleSignIn {
  return {
    clientId,
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        return {
          subject: payload.sub,
          email: payload.email,
          emailVerified: payload.email_verified === true,
          name: typeof payload.name === 'string' ? payload.name : '',
        };
      } catch (error) {
        // Google's key server not answering says nothing about the token: the customer may try again.
        if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch failed/i.test(error.message))) {
          throw new GoogleUnavailable();
        }
        return null;
      }
    },
  };
}
