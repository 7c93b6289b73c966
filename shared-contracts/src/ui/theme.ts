/**
 * The theme's CSS variables. The shell sets them from website settings; every UI primitive and
 * remote styles itself only through them, so all remotes look like one shop.
 */
export const THEME_VARIABLES = {
  brand: '--brand',
  onBrand: '--on-brand',
  /** The brand colour as text on the page and on cards, darkened where needed for AA contrast. */
  brandText: '--brand-text',
  background: '--bg',
  surface: '--surface',
  text: '--text',
  muted: '--muted',
  border: '--border',
  danger: '--danger',
  onDanger: '--on-danger',
  warning: '--warning',
  success: '--success',
  focus: '--focus',
  /** The focus ring of a control that sits on the brand colour (header widgets). */
  focusOnBrand: '--focus-on-brand',
  radius: '--radius',
  font: '--font',
} as const;
