/** Pictures are relative to the assets host (spec §9), which settings name. */
export function pictureUrl(assetsUrl: string, picture: string): string {
  return `${assetsUrl.replace(/\/+$/, '')}/${picture.replace(/^\/+/, '')}`;
}
