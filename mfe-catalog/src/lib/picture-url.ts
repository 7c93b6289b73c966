/** Pictures are relative to the assets host (spec §9), which settings name. */
export function pictureUrl(assetsUrl: string, picture: string): string {
  return `${assetsUrl.replace(/\/+$/, '')}/${picture.replace(/^\/+/, '')}`;
}

/**
 * A product picture in the format the brand serves: when settings accept WebP (spec §3
 * accept_webp) the assets host has a WebP file under the same name, ending in .webp.
 */
export function productPictureUrl(assetsUrl: string, picture: string, acceptWebp: boolean): string {
  const file = acceptWebp ? picture.replace(/\.(svg|png|jpe?g)$/i, '.webp') : picture;
  return pictureUrl(assetsUrl, file);
}
