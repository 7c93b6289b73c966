import type { Tracker } from 'shared-contracts/types/settings';

/** Served by GET /assets/trackers/<name>.js; paths are relative to the assets URL. */
export const DEMO_TRACKERS: Tracker[] = [
  { category: 'statistics', src: 'trackers/visits.js' },
  { category: 'marketing', src: 'trackers/offers.js' },
];

/**
 * What each script does once the customer allows it: it notes itself on the page (the shop's own
 * consent tests read that) and keeps a first-party count in localStorage, never leaving the site.
 */
export const DEMO_TRACKER_SCRIPTS: Record<string, string> = {
  'visits.js': `(function(){var k='storefront.visits';try{localStorage.setItem(k,String(Number(localStorage.getItem(k)||0)+1));}catch(e){}window.storefrontTrackers=(window.storefrontTrackers||[]).concat('statistics');})();`,
  'offers.js': `(function(){window.storefrontTrackers=(window.storefrontTrackers||[]).concat('marketing');})();`,
};
