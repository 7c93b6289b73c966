/**
 * A request made with ky's `context: { quiet: true }` handles its own failures (the cart sync,
 * the shop status refresh): the error catalogue shows nothing and navigates nowhere for it.
 */
export function isQuiet(options: { context?: Record<string, unknown> }): boolean {
  return options.context?.quiet === true;
}

/**
 * The fetch ky calls sees only the Request, not ky's options, so the request is remembered here
 * when it is sent (a retry sends a fresh clone, which is remembered again).
 */
const quietRequests = new WeakSet<Request>();

export function rememberQuietRequest(request: Request, options: { context?: Record<string, unknown> }): void {
  if (isQuiet(options)) quietRequests.add(request);
}

export function isQuietRequest(request: Request): boolean {
  return quietRequests.has(request);
}
