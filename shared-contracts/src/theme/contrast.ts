/**
 * WCAG 2 contrast, so text on the brand colour stays readable whatever colour a brand picks
 * (AA: 4.5:1 for normal text).
 */
export const AA_CONTRAST = 4.5;
/** AA for what must be seen but isn't text: a field's edge, the focus ring (WCAG 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

/** base.css's defaults, which settings override. */
const DEFAULT_BRAND = '#1f6f43';
export const PAGE_TEXT = '#1c1b1a';
const SURFACE = '#ffffff';

/**
 * base.css's colours drawn straight on the page background, with the contrast each needs there
 * (the shell's test holds them to base.css). --brand-text is not here: brandText darkens it for
 * whichever background is chosen; --border only divides and needs none.
 */
export const ON_PAGE_BACKGROUND: Readonly<Record<string, { colour: string; needs: number }>> = {
  '--text': { colour: PAGE_TEXT, needs: AA_CONTRAST },
  '--muted': { colour: '#5c5955', needs: AA_CONTRAST },
  '--danger': { colour: '#b3261e', needs: AA_CONTRAST },
  '--warning': { colour: '#8a5a00', needs: AA_CONTRAST },
  '--success': { colour: '#2e7d32', needs: AA_CONTRAST },
  '--info': { colour: '#1f5fa8', needs: AA_CONTRAST },
  '--control-border': { colour: '#86817a', needs: NON_TEXT_CONTRAST },
  '--focus': { colour: '#1a56db', needs: NON_TEXT_CONTRAST },
};

type Rgb = [number, number, number];

export function parseHexColour(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColour(a);
  const cb = parseHexColour(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The brand colour and the text colour to put on it. White or near-black, whichever reads better;
 * when neither reaches AA (mid-tones), the brand is darkened step by step until white does.
 */
export function brandPair(brand: string): { brand: string; onBrand: string } {
  const rgb = parseHexColour(brand) ?? parseHexColour(DEFAULT_BRAND)!;
  const dark = '#111111';
  const white = '#ffffff';
  let current = rgb;
  for (let step = 0; step < 20; step += 1) {
    const hex = toHex(current);
    const best = contrastRatio(hex, white) >= contrastRatio(hex, dark) ? white : dark;
    if (contrastRatio(hex, best) >= AA_CONTRAST) return { brand: hex, onBrand: best };
    current = current.map((c) => c * 0.9) as Rgb;
  }
  return { brand: toHex(current), onBrand: white };
}

/**
 * The brand colour for text and links on the page (headings, prices, links): a pale brand (lemon
 * yellow) is darkened, keeping its hue, until it reaches AA on the page background and on cards.
 */
export function brandText(brand: string, pageBackground: string): string {
  let current = parseHexColour(brand) ?? parseHexColour(DEFAULT_BRAND)!;
  const readable = (hex: string) => [pageBackground, SURFACE].every((background) => contrastRatio(hex, background) >= AA_CONTRAST);
  for (let step = 0; step < 40 && !readable(toHex(current)); step += 1) current = current.map((c) => c * 0.9) as Rgb;
  return toHex(current);
}

/**
 * A brand background is used only when everything drawn on it stays readable: hints, errors, field
 * edges and focus rings too, not just the main text (a mid grey passes 7:1 for text, 2.7:1 for errors).
 */
export function readableBackground(background: string): boolean {
  return (
    parseHexColour(background) !== null &&
    Object.values(ON_PAGE_BACKGROUND).every(({ colour, needs }) => contrastRatio(background, colour) >= needs)
  );
}
