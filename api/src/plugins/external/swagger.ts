import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { App } from '../../app-instance';

/** The OpenAPI document is built from the routes' TypeBox schemas; UI at /docs, JSON at /docs/json. */
export async function registerSwagger(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        description: 'The public calls of the food-ordering storefront (spec §7).',
        version: '1.0.0',
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
