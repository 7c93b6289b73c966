export function loadFirstScreens(file: string): (remotes: Record<string, { entry: string } | undefined>, pathname: string) => string | undefined;
export function firstScreenHint(url: unknown): string;
export function withFirstScreenHint(html: string, hint: string): string;
