import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';

/** Strings people and bots send: empty, huge, unicode, markup, SQL, paths, numbers as text. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', '../../etc/passwd', '%00', "' or 1=1 --", '<script>alert(1)</script>', 'ana@example.com', '2026-02-30', '25:99', 'x'.repeat(5000), '\u0000', '\ud800'),
  fc.integer().map(String),
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.constantFrom(null, 0, -1, 1.5, 2 ** 53, -(2 ** 31), true, [], {}),
);

/** A value shaped like the schema most of the time, and anything at all some of the time. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const shaped = shapedValue(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const entries = Object.entries(properties).map(([key, property]) => [key, valueFor(property, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), { requiredKeys: [] }).chain((record) =>
        fc.option(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 }), { nil: undefined }).map((extra) => ({ ...extra, ...record })),
      );
    }
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER));
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -5, max: 500 }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return schema.format === 'email' ? fc.oneof(fc.emailAddress(), nastyString) : nastyString;
    default:
      return junk;
  }
}

function queryValue(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(valueFor(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')), nastyString);
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  signedIn: boolean;
}

/** Lone surrogates cannot be put in a URL by any client; they become U+FFFD as a browser would. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** One request to one documented operation: its path, query, headers and body all generated. */
export function arbitraryRequest(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...operation.pathParams.map(() => fc.oneof(nastyString, fc.integer({ min: -1, max: 50 }).map(String))));
  const query = fc.record(Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, queryValue(schema)])), { requiredKeys: [] });
  const headers = fc.record(
    {
      ...Object.fromEntries(Object.entries(operation.headers).map(([name, schema]) => [name, queryValue(schema)])),
      'content-language': fc.oneof(fc.constantFrom('en', 'es', 'lt', 'ro', 'xx-YY'), nastyString),
      'x-store-id': fc.oneof(fc.constantFrom('1', '2'), nastyString),
      'x-delivery-type': fc.oneof(fc.constantFrom('pickup', 'delivery', 'table'), nastyString),
    },
    { requiredKeys: [] },
  );
  const body = operation.body
    ? fc.oneof(
        { weight: 8, arbitrary: valueFor(operation.body).map((value) => JSON.stringify(value) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom('{', '', '[', '{"a":', '\u0000') },
      )
    : fc.constant(undefined);
  return fc.record({ pathValues, query, headers, body, signedIn: fc.boolean() }).map(({ pathValues, query, headers, body, signedIn }) => {
    let url = operation.path;
    operation.pathParams.forEach((name, index) => {
      url = url.replace(`{${name}}`, encodeURIComponent(wellFormed(pathValues[index] ?? '')) || '%20');
    });
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, wellFormed(value)]),
    ).toString();
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      // Header values cannot carry control characters; a client cannot send them either.
      if (typeof value === 'string' && /^[\t\x20-\x7e]*$/.test(value)) sent[name] = value;
    }
    if (body !== undefined) sent['content-type'] = 'application/json';
    return { method: operation.method, url: search ? `${url}?${search}` : url, headers: sent, ...(body !== undefined ? { payload: body } : {}), signedIn };
  });
}
