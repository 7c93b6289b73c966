import { brandPair, brandText } from 'shared-contracts/theme/contrast';

/** Escapes text for an SVG text node. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A drawn picture of a dish: a plate seen from above with the dish in its colour and the
 * initial of its name, so every seeded product has an appetising, recognisable picture.
 */
export function productPictureSvg(name: string, colour: string): string {
  const initial = escapeXml(name.trim().charAt(0).toUpperCase() || '?');
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${title}">
  <title>${title}</title>
  <defs>
    <radialGradient id="dish" cx="45%" cy="40%" r="60%">
      <stop offset="0%" stop-color="#ffffff" stop-opacity="0.45"/>
      <stop offset="100%" stop-color="${colour}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="400" height="300" fill="#f6efe6"/>
  <ellipse cx="200" cy="268" rx="130" ry="14" fill="#000" opacity="0.08"/>
  <circle cx="200" cy="150" r="120" fill="#ffffff" stroke="#e4d9cc" stroke-width="4"/>
  <circle cx="200" cy="150" r="92" fill="#fbf8f4" stroke="#eee4d8" stroke-width="2"/>
  <circle cx="200" cy="150" r="78" fill="${colour}"/>
  <circle cx="200" cy="150" r="78" fill="url(#dish)"/>
  <circle cx="168" cy="122" r="7" fill="#ffffff" opacity="0.35"/>
  <circle cx="236" cy="176" r="5" fill="#ffffff" opacity="0.3"/>
  <circle cx="226" cy="118" r="4" fill="#000" opacity="0.12"/>
  <text x="200" y="168" text-anchor="middle" font-family="Georgia, serif" font-size="56" font-weight="700" fill="#ffffff" opacity="0.92">${initial}</text>
</svg>
`;
}

/** The brand logo: a rising sun over a bowl, in the brand colour. */
export function logoSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>
  <circle cx="32" cy="34" r="14" fill="#f4a261"/>
  <path d="M8 36h48a24 24 0 0 1-48 0z" fill="${colour}"/>
  <text x="68" y="42" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${brandText(colour, '#ffffff')}">${escapeXml(name)}</text>
</svg>
`;
}

export function faviconSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="14" r="7" fill="#f4a261"/>
  <path d="M2 16h28a14 14 0 0 1-28 0z" fill="${colour}"/>
</svg>
`;
}

/**
 * A wide banner or background: a band of the brand colour, with a headline that reads on it (WCAG AA)
 * when one is given. Banners have none: the shop writes a banner's title under it in the customer's
 * language, which a picture could not follow.
 */
export function bannerSvg(colour: string, headline?: string): string {
  const { brand, onBrand } = brandPair(colour);
  const text = headline
    ? `\n  <text x="80" y="220" font-family="Georgia, serif" font-size="56" font-weight="700" fill="${onBrand}">${escapeXml(headline)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"${headline ? ` role="img" aria-label="${escapeXml(headline)}"` : ''}>
  <rect width="1200" height="400" fill="${brand}"/>
  <circle cx="1040" cy="200" r="150" fill="#ffffff" opacity="0.12"/>
  <circle cx="1040" cy="200" r="100" fill="#f4a261" opacity="0.8"/>
  <circle cx="160" cy="330" r="220" fill="#ffffff" opacity="0.08"/>${text}
</svg>
`;
}
