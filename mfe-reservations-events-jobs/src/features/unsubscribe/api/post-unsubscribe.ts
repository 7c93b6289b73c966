import { api } from 'shared-contracts/api/client';

/** POST public/newsletter/unsubscribe with the link's e-mail and signature. Quiet: the screen explains a bad link. */
export function postUnsubscribe(email: string, signature: string): Promise<{ email: string }> {
  return api()
    .post('public/newsletter/unsubscribe', { json: { email, signature }, context: { quiet: true } })
    .json<{ email: string }>();
}
