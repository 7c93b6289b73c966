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
    const answer = route(recorded) ?? {
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: `No fake answer for ${recorded.url.pathname}` },
    };
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests, restore: () => spy.mockRestore() };
}
