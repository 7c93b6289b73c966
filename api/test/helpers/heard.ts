/**
 * Waits until `heard` holds `count` entries. On PostgreSQL a live update comes back through
 * LISTEN/NOTIFY on another connection, so it lands some milliseconds after the request's answer;
 * one turn of the event loop is enough only on PGlite. Gives up after `withinMs`, and then the
 * caller's own expectation fails with what was heard.
 */
export async function untilHeard(heard: readonly unknown[], count: number, withinMs = 3000): Promise<void> {
  const until = Date.now() + withinMs;
  while (heard.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  // One more turn, so a surplus event would be heard too and fail an exact expectation.
  await new Promise((resolve) => setTimeout(resolve, 20));
}
