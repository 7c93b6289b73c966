/** How this shop may use a Nominatim-compatible service: who it says it is, and how often it may ask. */
export interface NominatimUsage {
  /** Names the application and the shop, as Nominatim's usage policy asks. */
  userAgent: string;
  /** The least time between two requests, all customers together; 0 sends them as they come. */
  minIntervalMs: number;
}

/** The public instance allows one request a second for the whole shop; a self-hosted or commercial one sets its own. */
const PUBLIC_NOMINATIM = { host: 'nominatim.openstreetmap.org', minIntervalMs: 1000 };

/** From SHOP_URL and GEOCODER_MIN_INTERVAL_MS; a wrong interval stops the start rather than getting the shop banned. */
export function nominatimUsageOf(geocoderUrl: string, env: NodeJS.ProcessEnv): NominatimUsage {
  const configured = env.GEOCODER_MIN_INTERVAL_MS?.trim();
  if (configured && !/^[0-9]{1,6}$/.test(configured)) {
    throw new Error(`GEOCODER_MIN_INTERVAL_MS must be milliseconds (a whole number), not "${configured}"`);
  }
  const isPublic = new URL(geocoderUrl).hostname === PUBLIC_NOMINATIM.host;
  return {
    userAgent: `storefront-api (food-ordering storefront of ${env.SHOP_URL || 'a shop without SHOP_URL set'})`,
    minIntervalMs: configured ? Number(configured) : isPublic ? PUBLIC_NOMINATIM.minIntervalMs : 0,
  };
}
