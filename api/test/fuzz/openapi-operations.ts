import type { App } from '../../src/app-instance';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /public/orders/{token}. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  headers: Record<string, JsonSchema>;
  /** The JSON body schema, or null when the operation takes no JSON body. */
  body: JsonSchema | null;
  multipart: boolean;
}

/** Every operation the API documents at /docs, read from the same schemas that validate requests. */
export function documentedOperations(app: App, exclude: (path: string) => boolean): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (exclude(path)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const of = (where: string) => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: of('query'),
        headers: of('header'),
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content || /applications$/.test(path),
      });
    }
  }
  return operations;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
