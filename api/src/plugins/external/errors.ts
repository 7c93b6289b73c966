import { STATUS_CODES } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { App } from '../../app-instance';
import { contentLanguageOf, translate } from '../../domain/language';
import { HttpError } from '../../http-error';
import { SERVER_TROUBLE_TEXTS } from './server-trouble-texts';

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

const DATA_EXCEPTION = 'A value in the request is out of range or contains characters that cannot be stored.';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a number out of range, a NUL character, an
 * impossible date) are caused by what the request carried, so they are the client's 400, not our
 * 500. Schemas refuse most such values first; this catches the rest, and the statement that raised
 * it has stored nothing.
 */
function isDataException(error: { code?: unknown }): boolean {
  return typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);
}

/** Every error answers {statusCode, error, message}; a 5xx never leaks internals. */
export function registerErrorHandlers(app: App): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (isDataException(error)) {
      void reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: DATA_EXCEPTION });
      return;
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Shedding load is deliberate: the customer is asked to try again in a few seconds. An
    // HttpError's message (a payment provider not answering: 502) is for the customer, logged where
    // it is raised; any other 5xx is logged and said in general words.
    const shedding = error.code === 'FST_UNDER_PRESSURE';
    const unexpected = statusCode >= 500 && !shedding && !(error instanceof HttpError);
    if (unexpected) request.log.error({ err: error }, 'request failed');
    const trouble = shedding ? SERVER_TROUBLE_TEXTS.busy : unexpected ? SERVER_TROUBLE_TEXTS.failed : null;
    const message = trouble ? translate(trouble, contentLanguageOf(request)) : error.message;
    const field = error instanceof HttpError && error.field ? { field: error.field } : {};
    void reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...field });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `There is no ${request.method} ${request.url.split('?')[0]} here.`,
    });
  });
}
