import compress from '@fastify/compress';
import type { App } from '../../app-instance';

/**
 * Large JSON answers (the products of a menu, the website settings) go out brotli- or gzip-
 * compressed when the client takes it: a tenth of the bytes on a customer's phone. Small answers
 * are not worth the CPU; live event streams write to the raw socket and are left alone.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, { global: true, threshold: 2048, encodings: ['br', 'gzip'] });
}
