export function contentSecurityPolicy(config: {
  apiUrl?: string;
  assetsUrl?: string;
  remotes?: Record<string, { entry: string }>;
  csp?: Record<string, string[]>;
}): string;
export function originOf(url: string | undefined): string | null;
