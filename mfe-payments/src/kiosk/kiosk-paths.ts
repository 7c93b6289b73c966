import { href } from 'shared-contracts/routes/named-routes';

/** The kiosk's screens carry the order's token as ?order= (their named routes have no parameter). */
export const kioskCardPath = (orderToken: string) => `${href('integrations.kiosk-credit-card')}?order=${encodeURIComponent(orderToken)}`;
export const kioskSuccessPath = (orderToken: string) => `${href('integrations.kiosk-success')}?order=${encodeURIComponent(orderToken)}`;
