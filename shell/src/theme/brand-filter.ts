/**
 * website.color_filter: a CSS filter the brand gives to tint its pictures toward its colour
 * (e.g. "sepia(1) saturate(3) hue-rotate(10deg)"). Only filter functions pass, so settings can
 * never inject other CSS.
 */
const FILTER_FUNCTION = /^(blur|brightness|contrast|grayscale|hue-rotate|invert|opacity|saturate|sepia)\(\s*-?[\d.]+(%|deg|turn|rad|px)?\s*\)$/;

export function brandFilter(value: string | null | undefined): string | null {
  const parts = (value ?? '').trim().split(/\s+(?=[a-z-]+\()/).filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => FILTER_FUNCTION.test(part))) return null;
  return parts.join(' ');
}
