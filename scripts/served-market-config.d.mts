export function servedMarketConfig(root: string, marketConfig: string | undefined, offset: number): { file: string | null; market: unknown };
