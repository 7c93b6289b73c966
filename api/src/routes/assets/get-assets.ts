import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { bannerSvg, faviconSvg, logoSvg, productPictureSvg } from '../../domain/drawn-pictures';
import { notFound } from '../../http-error';
import { webpOf } from '../../domain/webp-picture';
import { DEMO_TRACKER_SCRIPTS } from '../../db/seed/demo-trackers';

/** Pictures never change under the same name, so browsers may keep them for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';

const PictureParams = Type.Object({
  file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$', description: 'e.g. 12.svg' }),
});

/** The seed's drawn pictures (GET /assets/...): product plates, logo, favicon, banners and backgrounds. */
export function getAssetsRoutes(app: App): void {
  const schema = { tags: ['assets'], params: PictureParams, produces: ['image/svg+xml'] };

  // Product pictures come as SVG, or as WebP (same name, .webp) for brands that accept WebP.
  const productSchema = {
    tags: ['assets'],
    params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.(svg|webp)$', description: 'e.g. 12.svg or 12.webp' }) }),
    produces: ['image/svg+xml', 'image/webp'],
  };
  app.get('/assets/products/:file', { schema: productSchema }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const picture = await app.repositories.products.pictureOf(id);
    if (!picture) throw notFound(`There is no picture of product ${id}.`);
    const svg = productPictureSvg(picture.name, picture.colour);
    reply.header('Cache-Control', CACHE_FOREVER);
    if (request.params.file.endsWith('.webp')) {
      return reply.type('image/webp').send(await webpOf(`product:${id}:${picture.name}:${picture.colour}`, svg));
    }
    return reply.type(SVG).send(svg);
  });

  app.get('/assets/banners/:file', { schema }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const banner = (await app.repositories.website.banners('en')).find((b) => b.id === id);
    if (!banner) throw notFound(`There is no banner ${id}.`);
    const { color } = await app.repositories.website.website();
    return reply.type(SVG).header('Cache-Control', CACHE_FOREVER).send(bannerSvg(color));
  });

  app.get(
    '/assets/trackers/:file',
    { schema: { tags: ['assets'], params: Type.Object({ file: Type.String({ pattern: '^[a-z-]{1,40}\\.js$' }) }) } },
    async (request, reply) => {
      const script = DEMO_TRACKER_SCRIPTS[request.params.file];
      if (!script) throw notFound(`There is no tracker "${request.params.file}".`);
      return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(script);
    },
  );

  app.get('/assets/:name', { schema: { tags: ['assets'], params: Type.Object({ name: Type.String() }) } }, async (request, reply) => {
    const website = await app.repositories.website.website();
    const drawings: Record<string, () => string> = {
      'logo.svg': () => logoSvg(website.name, website.color),
      'favicon.svg': () => faviconSvg(website.color),
    };
    const draw = drawings[request.params.name];
    if (!draw) throw notFound(`There is no asset "${request.params.name}".`);
    return reply.type(SVG).header('Cache-Control', CACHE_FOREVER).send(draw());
  });

  app.get('/assets/backgrounds/:name', { schema: { tags: ['assets'], params: Type.Object({ name: Type.String() }) } }, async (request, reply) => {
    if (!['desktop.svg', 'mobile.svg', 'login.svg'].includes(request.params.name)) {
      throw notFound(`There is no background "${request.params.name}".`);
    }
    const website = await app.repositories.website.website();
    return reply.type(SVG).header('Cache-Control', CACHE_FOREVER).send(bannerSvg(website.color, website.name));
  });
}
