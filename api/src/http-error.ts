/**
 * An error Fastify answers with its status code and this message (see plugins/external/errors);
 * `field` names the request field the message is about, so a form can show it on that field
 * without reading the sentence.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}
