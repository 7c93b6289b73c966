/**
 * The theme's CSS variables. The shell sets them from website settings; every UI primitive and
 * remote styles itself only through them, so all remotes look like one shop.
 */
export const THEME_VARIABLES = {
  brand: '--brand',
  onBrand: '--on-brand',
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
  radius: '--radius',
  font: '--font',
} as const;
