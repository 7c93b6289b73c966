export function preconnectLinks(config: { apiUrl?: string; assetsUrl?: string; remotes?: Record<string, { entry: string }> }): string;
