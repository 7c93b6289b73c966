import { useEffect, useState } from 'react';
import { groupOrderCalls } from './api/group-order-calls';
import { followNewLink, participantTokenFor, tokensFiledElsewhere } from './participant-tokens';

/** How many of this device's other tokens a screen asks about, newest first. */
export const TOKENS_ASKED_ABOUT = 3;

/** `looking` while this device's tokens filed under other links are being asked about. */
export type ParticipantToken = { looking: true } | { looking: false; token: string | null };

/**
 * The token, filed under a link the organiser replaced, whose holder is in the group order `link`
 * names now; filed under `link` (the cart and the food set aside follow too), or null. A screen not
 * open when the new link was made never followed it, and the share payment page sends back by the
 * link now. The API opens the panel by the link to a participant's token only; one who left is not
 * told the new link (the panel's rule), and an answer naming another link means the token opened
 * its own group order by an old link, not this one.
 */
export async function tokenUnderNewLink(link: string): Promise<string | null> {
  // The newest few: a group order lasts a meal, and a device that was in many over the months
  // should not ask about each of them whenever it opens someone's link.
  for (const { token, links } of tokensFiledElsewhere(link).slice(0, TOKENS_ASKED_ABOUT)) {
    const order = await groupOrderCalls.panel(link, token, true).catch(() => null);
    if (!order || order.me.left || order.link !== link) continue;
    links.forEach((old) => followNewLink(old, link));
    return token;
  }
  return null;
}

/** Asked only when none is filed under `link` and some are under others: the common path asks nothing. */
function filedOrLooking(link: string): ParticipantToken {
  const token = link === '' ? null : participantTokenFor(link);
  return token === null && link !== '' && tokensFiledElsewhere(link).length > 0 ? { looking: true } : { looking: false, token };
}

/**
 * This device's participant token for the group order of `link`, read once: leaving forgets it, and
 * the screen must still say that they left.
 */
export function useParticipantToken(link: string): ParticipantToken {
  const [found, setFound] = useState<ParticipantToken>(() => filedOrLooking(link));
  const { looking } = found;
  useEffect(() => {
    if (!looking) return;
    let live = true;
    void tokenUnderNewLink(link).then((token) => live && setFound({ looking: false, token }));
    return () => {
      live = false;
    };
  }, [looking, link]);
  return found;
}
