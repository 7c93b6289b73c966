export function loadFirstScreens(
  file: string,
  warn?: (message: string) => void,
): ((remotes: Record<string, { entry: string } | undefined>, pathname: string) => string | undefined) | null;
export function firstScreenHint(url: unknown): string;
export function withFirstScreenHint(html: string, hint: string): string;
