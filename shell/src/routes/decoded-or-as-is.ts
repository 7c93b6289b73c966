/**
 * A part of the address decoded, or as it is when it is no valid encoding ("/#50%off", "/s/50%off"):
 * decodeURIComponent throws on those, which took the whole page down to the 500 screen.
 */
export function decodedOrAsIs(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
