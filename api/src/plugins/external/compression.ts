import compress from '@fastify/compress';
import type { App } from '../../app-instance';

/**
 * Large JSON answers (the products of a menu, the website settings) go out brotli- or gzip-
 * compressed when the client takes it: a tenth of the bytes on a customer's phone. Small answers
 * are not worth the CPU; live event streams write to the raw socket and are left alone.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: [...COMPRESSED_ENCODINGS] });
}

/** Answers smaller than this many bytes go out as they are. */
export const COMPRESSION_THRESHOLD = 2048;

/** The encodings answers are compressed with, the preferred first. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
