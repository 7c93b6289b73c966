export function countryNamesByIntl(codes: readonly string[], language: string): [string, string][];
