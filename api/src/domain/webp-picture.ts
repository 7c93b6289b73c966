import sharp from 'sharp';

/**
 * A drawn SVG picture rendered once as WebP, for brands whose settings accept WebP (spec §3
 * accept_webp). Renderings are kept in memory: the seed has a few dozen pictures and each name
 * always draws the same picture.
 */
const rendered = new Map<string, Promise<Buffer>>();
const MAX_KEPT = 500;

export function webpOf(key: string, svg: string): Promise<Buffer> {
  let picture = rendered.get(key);
  if (!picture) {
    if (rendered.size >= MAX_KEPT) rendered.clear();
    picture = sharp(Buffer.from(svg), { density: 144 }).resize({ width: 800 }).webp({ quality: 80 }).toBuffer();
    picture.catch(() => rendered.delete(key));
    rendered.set(key, picture);
  }
  return picture;
}
