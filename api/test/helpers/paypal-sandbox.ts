import nock from 'nock';
import { recorded } from './recorded';

/** PayPal's sandbox API, which the tests' fake answers in its place. */
export const PAYPAL = 'https://api-m.sandbox.paypal.com';

/** PayPal's OAuth token call, answered as recorded (the SDK asks for one before its first call). */
export function paypalToken() {
  return nock(PAYPAL).post('/v1/oauth2/token').reply(200, recorded('paypal/oauth-token.json'));
}
