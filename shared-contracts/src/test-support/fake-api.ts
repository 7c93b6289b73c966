/**
 * For the remotes' jest tests: the network is the only thing they fake. `fetch` answers like the
 * API would, and every request is recorded (method, URL, headers, body) so a test can check what
 * was asked. Imported by tests only, never by a screen.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type Answer = { status?: number; json: unknown };
export type Route = (request: RecordedRequest) => Answer | undefined;

/** JSON bodies parsed; anything else (a multipart CV upload) kept as its text. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function fakeApi(route: Route): { requests: RecordedRequest[]; restore: () => void } {
  const requests: RecordedRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: parseBody(await request.text()),
    };
    requests.push(recorded);
    // An unanswered path is a route the API does not have, as Fastify answers it. Not a 500: ky
    // retries a failed GET later, and that retry would land in the next test's log.
    const answer = route(recorded) ?? {
      status: 404,
      json: { statusCode: 404, error: 'Not Found', message: `Route ${recorded.method}:${recorded.url.pathname} not found` },
    };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests, restore: () => spy.mockRestore() };
}
