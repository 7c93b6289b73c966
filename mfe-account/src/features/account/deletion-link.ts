import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DELETION_LINK_QUERY } from 'shared-contracts/routes/secret-links';

/**
 * The deletion link this page was opened with, if any, taken out of the address at once, so the
 * address bar, a reload and what follows in the history do not keep it (it deletes only from this
 * account's own session, but it is no one else's to read). A customer signed out when opening it
 * keeps it in the sign-in page's `next` until they are back here. The setter forgets it, when it
 * turns out not to work.
 */
export function useDeletionLink(): [string | null, (link: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const [link, setLink] = useState(() => params.get(DELETION_LINK_QUERY));
  const inAddress = params.has(DELETION_LINK_QUERY);
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(DELETION_LINK_QUERY);
        return rest;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  return [link, setLink];
}
