/**
 * The brand colour as the last website settings gave it, with the text colour readable on it
 * (brandPair), kept on this device for the offline page, which shows without the settings.
 */
export interface BrandColours {
  brand: string;
  onBrand: string;
}

const KEY = 'brand-colours';

export function rememberBrandColours(colours: BrandColours): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(colours));
  } catch {
    // Storage refused (private mode, full): the offline page keeps its neutral button.
  }
}

/** What was remembered, or nothing on a first visit. */
export function rememberedBrandColours(): Partial<BrandColours> {
  try {
    return JSON.parse(localStorage.getItem(KEY)!) ?? {};
  } catch {
    return {};
  }
}
