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

/**
 * Values that name something stored (an order's token, a group order's link, a participant's
 * token, a job's url), by the name of the parameter or field that carries them: with only made-up
 * keys every request would stop at "not found" and the handlers behind it would go untested.
 */
export type KnownValues = Record<string, string[]>;

/** A value shaped like the schema most of the time, and anything at all some of the time. */
export function valueFor(schema: JsonSchema | undefined, depth = 0, known: KnownValues = {}): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const shaped = shapedValue(schema, depth, known);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

/** A real value half of the time when the name carries one. */
function orKnown<T>(name: string, known: KnownValues, otherwise: fc.Arbitrary<T>): fc.Arbitrary<T | string> {
  const values = known[name];
  return values && values.length > 0 ? fc.oneof(fc.constantFrom(...values), otherwise) : otherwise;
}

function shapedValue(schema: JsonSchema, depth: number, known: KnownValues): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1, known)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const entries = Object.entries(properties).map(([key, property]) => [key, orKnown(key, known, valueFor(property, depth + 1, known))] as const);
      return fc.record(Object.fromEntries(entries), { requiredKeys: [] }).chain((record) =>
        fc.option(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 }), { nil: undefined }).map((extra) => ({ ...extra, ...record })),
      );
    }
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1, known), { maxLength: 4 });
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

function queryValue(name: string, schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  return orKnown(name, known, fc.oneof(valueFor(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')), nastyString));
}

/** Who sends the request: nobody, a signed-in customer, or a store's staff. */
export type Caller = 'visitor' | 'customer' | 'staff';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  caller: Caller;
}

/** Lone surrogates cannot be put in a URL by any client; they become U+FFFD as a browser would. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** One request to one documented operation: its path, query, headers and body all generated. */
export function arbitraryRequest(operation: Operation, known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...operation.pathParams.map((name) => orKnown(name, known, fc.oneof(nastyString, fc.integer({ min: -1, max: 50 }).map(String)))));
  const query = fc.record(Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, queryValue(name, schema, known)])), { requiredKeys: [] });
  const headers = fc.record(
    {
      ...Object.fromEntries(Object.entries(operation.headers).map(([name, schema]) => [name, queryValue(name, schema, known)])),
      'content-language': fc.oneof(fc.constantFrom('en', 'es', 'lt', 'ro', 'xx-YY'), nastyString),
      'x-store-id': fc.oneof(fc.constantFrom('1', '2'), nastyString),
      'x-delivery-type': fc.oneof(fc.constantFrom('pickup', 'delivery', 'table'), nastyString),
    },
    { requiredKeys: [] },
  );
  const body: fc.Arbitrary<{ payload: string | Buffer; contentType: string } | undefined> = operation.multipart
    ? multipartForm
    : operation.body
      ? fc
          .oneof(
            { weight: 8, arbitrary: valueFor(operation.body, 0, known).map((value) => JSON.stringify(value) ?? 'null') },
            { weight: 1, arbitrary: fc.constantFrom('{', '', '[', '{"a":', '\u0000') },
          )
          .map((payload) => ({ payload, contentType: 'application/json' }))
      : fc.constant(undefined);
  const caller = fc.constantFrom<Caller>('visitor', 'customer', 'staff');
  return fc.record({ pathValues, query, headers, body, caller }).map(({ pathValues, query, headers, body, caller }) => {
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
    if (body !== undefined) sent['content-type'] = body.contentType;
    return { method: operation.method, url: search ? `${url}?${search}` : url, headers: sent, ...(body !== undefined ? { payload: body.payload } : {}), caller };
  });
}

/** The job application's fields, one more a bot fills in, and names nobody expects. */
const formFieldName = fc.oneof(fc.constantFrom('name', 'email', 'phone', 'message', 'website', 'cv'), fc.string({ maxLength: 12 }));

/** What a CV upload starts with: PDF, DOC, DOCX (zip) and executable magic, or nothing known. */
const fileContent = fc
  .tuple(fc.constantFrom('%PDF-1.4\n', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1', 'PK\x03\x04', 'MZ\x90\x00', ''), fc.uint8Array({ maxLength: 300 }))
  .map(([magic, rest]) => Buffer.concat([Buffer.from(magic, 'latin1'), Buffer.from(rest)]));

/**
 * A multipart/form-data body: generated fields and files, and some of the time a body cut short
 * or a content type whose boundary is missing or does not match.
 */
const multipartForm = fc
  .record({
    fields: fc.array(fc.tuple(formFieldName, nastyString), { maxLength: 7 }),
    files: fc.array(fc.tuple(formFieldName, fc.string({ maxLength: 20 }), fileContent), { maxLength: 2 }),
    cutAt: fc.option(fc.nat(), { nil: undefined }),
    boundary: fc.constantFrom('matching', 'missing', 'other'),
  })
  .map(({ fields, files, cutAt, boundary }) => {
    const mark = 'fuzzboundary42';
    const field = (name: string, value: string) => `--${mark}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const chunks = fields.map(([name, value]) => Buffer.from(field(name, value)));
    for (const [name, fileName, content] of files) {
      chunks.push(Buffer.from(`--${mark}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`), content, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${mark}--\r\n`));
    const whole = Buffer.concat(chunks);
    const payload = cutAt === undefined ? whole : whole.subarray(0, cutAt % (whole.length + 1));
    const contentType = { matching: `multipart/form-data; boundary=${mark}`, missing: 'multipart/form-data', other: 'multipart/form-data; boundary=another' }[boundary];
    return { payload, contentType };
  });
