import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { useStore } from '@nanostores/react';
import { api } from 'shared-contracts/api/client';
import { $loggedIn } from 'shared-contracts/stores/user';
import type { PersonValues } from './person-problems';

/**
 * A signed-in customer's name, e-mail and phone fill the form's empty fields, as the checkout does:
 * they are asked of the account (GET public/account), quietly, since the form works without them.
 * What is typed (or kept from before) stays; only empty fields take the account's.
 */
export function useSignedInPerson<T extends PersonValues>(setValues: Dispatch<SetStateAction<T>>): void {
  const loggedIn = useStore($loggedIn);
  useEffect(() => {
    if (!loggedIn) return undefined;
    const controller = new AbortController();
    api()
      .get('public/account', { signal: controller.signal, context: { quiet: true } })
      .json<Partial<PersonValues>>()
      .then(
        (account) =>
          setValues((now) => ({
            ...now,
            name: now.name || (account.name ?? ''),
            email: now.email || (account.email ?? ''),
            phone: now.phone || (account.phone ?? ''),
          })),
        () => undefined, // The customer types them.
      );
    return () => controller.abort();
  }, [loggedIn, setValues]);
}
