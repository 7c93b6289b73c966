/**
 * The network is the only thing these tests fake: `fetch` answers like the API would, and
 * every request is recorded (headers too) so a test can check what was asked.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type Answer = { status?: number; json: unknown };
export type Route = (request: RecordedRequest) => Answer | undefined;

export function fakeApi(route: Route): { requests: RecordedRequest[]; restore: () => void } {
  const requests: RecordedRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
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
