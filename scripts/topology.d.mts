export interface Service {
  name: string;
  dir: string;
  port: number;
  host?: boolean;
}
export const API: Service;
export const APPS: Service[];
export const REMOTES: Service[];
