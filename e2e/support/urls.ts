import { API, APPS, servedOrigin, servedPort } from '../../scripts/topology.mjs';

/** The shop under test: BASE_URL in docker compose, else the local topology moved by PORT_OFFSET. */
export const SHOP_URL = process.env.BASE_URL ?? servedOrigin(APPS[0]!.port);

/** The API the shop under test calls. */
export const API_URL = process.env.API_URL ?? servedOrigin(API.port);

/** A remote's origin in the local topology, by its federation name. */
export function remoteOrigin(name: string): string {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No remote named ${name} in scripts/topology.mjs`);
  return servedOrigin(app.port);
}

/** A free port for a server a test starts itself (outages, a second brand), beside the topology. */
export function testServerPort(port: number): number {
  return servedPort(port);
}
