import fc from 'fast-check';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { registerUser } from '../helpers/accounts';
import { documentedOperations } from './openapi-operations';
import { arbitraryRequest, type FuzzRequest } from './arbitrary-request';

/**
 * Generated paths, queries, headers and bodies against every documented endpoint (issue #12):
 * never a 5xx, a 4xx always says why in a sentence, and a refused request changes no stored data.
 * FUZZ_RUNS sets the number of cases (default 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

/** Refusals that are meant to leave a trace: a wrong phone code counts toward the lockout. */
const RECORDS_REFUSALS = new Set(['POST /public/auth/validate-phone-number']);

let t: TestApp;
let fingerprintSql: string;
let token: string;

beforeAll(async () => {
  // Inject's default address is 127.0.0.1: the fuzzer must reach the handlers, not the rate limits.
  t = await buildTestApp({ rateLimitAllowList: ['127.0.0.1'] });
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%' order by 1`.execute(t.app.db);
  fingerprintSql = tables.rows
    // Rows counted, and the newest row version's transaction: an insert, update or delete moves one.
    .map(({ name }) => `(select '${name}=' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}" r)`)
    .join(` || '|' || `);
  token = (await registerUser(t.app)).token;
  known.watermark = await writeWatermark();
  known.data = await fingerprint();
}, 60_000);
afterAll(() => t.close());

async function fingerprint(): Promise<string> {
  const { rows } = await sql<{ f: string }>`select ${sql.raw(fingerprintSql)} as f`.execute(t.app.db);
  return rows[0]?.f ?? '';
}

/** The next transaction id: it moves only when some transaction wrote (or tried to). Cheap to read. */
async function writeWatermark(): Promise<string> {
  const { rows } = await sql<{ x: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(t.app.db);
  return rows[0]?.x ?? '';
}

/**
 * What the database held after the last accepted request. Re-read only when the watermark moved,
 * so a refusal that wrote nothing costs one tiny query; on a shared PostgreSQL server other test
 * files move the watermark too, and then the tables themselves are compared.
 */
const known = { data: '', watermark: '' };
async function refusalChangedData(): Promise<boolean> {
  const watermark = await writeWatermark();
  if (watermark === known.watermark) return false;
  const data = await fingerprint();
  known.watermark = watermark;
  return data !== known.data;
}
async function remember(): Promise<void> {
  const watermark = await writeWatermark();
  if (watermark === known.watermark) return;
  known.watermark = watermark;
  known.data = await fingerprint();
}

async function send(request: FuzzRequest) {
  const headers = { ...request.headers, ...(request.signedIn ? { authorization: `Bearer ${token}` } : {}) };
  return t.app.inject({ method: request.method as 'GET', url: request.url, headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
}

test(`${RUNS} generated requests: no 5xx, every refusal explained, refusals store nothing`, async () => {
  const operations = documentedOperations(t.app, (path) => path.startsWith('/dev/') || path.startsWith('/docs'));
  const jsonOrForm = operations.filter((operation) => !operation.multipart);
  expect(jsonOrForm.length).toBeGreaterThan(40);
  const seen = new Map<string, number>();

  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...jsonOrForm).chain((operation) => arbitraryRequest(operation).map((request) => ({ operation, request }))),
      async ({ operation, request }) => {
        const name = `${operation.method} ${operation.path}`;
        seen.set(name, (seen.get(name) ?? 0) + 1);
        const answer = await send(request);
        const where = `${request.method} ${request.url} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
        if (answer.statusCode >= 500) throw new Error(`5xx: ${where}`);
        if (answer.statusCode >= 400) {
          const message: unknown = answer.json().message;
          if (typeof message !== 'string' || message.trim().length < 5) throw new Error(`refusal without a message: ${where}`);
          if ((await refusalChangedData()) && !RECORDS_REFUSALS.has(name)) throw new Error(`a refused request changed stored data: ${where}`);
        } else {
          await remember();
        }
        // A signed-in case that logged the account out (or was refused for it) gets a fresh account.
        if (request.signedIn && (answer.statusCode === 401 || operation.path === '/public/auth/logout' || operation.path === '/public/account')) {
          token = (await registerUser(t.app)).token;
          await remember();
        }
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
  // Every operation was reached, so none hides behind the others.
  for (const operation of jsonOrForm) expect(seen.get(`${operation.method} ${operation.path}`) ?? 0).toBeGreaterThan(0);
}, 30 * 60_000);
