import { STATUS_CODES } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { App } from '../../app-instance';

const WHERE: Record<string, string> = {
  querystring: 'Query parameter',
  body: 'Field',
  params: 'Path parameter',
  headers: 'Header',
};

/**
 * Turns a schema validation failure into one sentence a person can act on, e.g.
 * `Query parameter "device" must be one of: mobile, desktop.`
 */
export function validationMessage(errors: FastifySchemaValidationError[], dataVar: string): string {
  const error = errors[0];
  const where = WHERE[dataVar] ?? 'Value';
  if (!error) return `${where} is invalid.`;
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') return `${where} "${String(params.missingProperty)}" is required.`;
  if (error.keyword === 'type' && path === '') return `The request ${dataVar === 'body' ? 'body' : where.toLowerCase()} must be a JSON ${String(params.type)}.`;
  if (error.keyword === 'enum') {
    return `${where} "${path}" must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
  }
  if (error.keyword === 'const') return `${where} "${path}" must be ${JSON.stringify(params.allowedValue)}.`;
  if (error.keyword === 'anyOf' || error.keyword === 'union') return `${where} "${path}" has an unexpected value.`;
  return `${where} "${path}" ${error.message ?? 'is invalid'}.`;
}

/** Every error answers {statusCode, error, message}; a 5xx never leaks internals. */
export function registerErrorHandlers(app: App): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      statusCode >= 500 ? 'Something went wrong on our side. Please try again in a moment.' : error.message;
    void reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `There is no ${request.method} ${request.url.split('?')[0]} here.`,
    });
  });
}
