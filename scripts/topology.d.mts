export interface Variant {
  market: string;
  config: string;
  dist: string;
  port: number;
}
export interface Service {
  name: string;
  dir: string;
  port: number;
  host?: boolean;
  variants?: Variant[];
}
export const API: Service;
export const APPS: Service[];
export const REMOTES: Service[];
export const PORT_OFFSET: number;
export function servedPort(port: number): number;
export function servedOrigin(port: number): string;
