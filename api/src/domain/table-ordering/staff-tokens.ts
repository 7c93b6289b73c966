import { createHash, timingSafeEqual } from 'node:crypto';

/** A store's staff code: whoever holds it sees and acknowledges that store's table orders and calls. */
export interface StaffToken {
  storeId: number;
  token: string;
}

/** The configured codes, or none with `development` set, which accepts dev-staff-{id}. */
export interface StaffCodes {
  development: boolean;
  tokens: StaffToken[];
}

/** Shorter codes could be guessed through the API. */
export const MIN_STAFF_TOKEN_LENGTH = 12;

/**
 * The configured codes: STAFF_TOKENS="1:code-of-store-one,2:code-of-store-two", or null when unset.
 * Unset outside production, each store's code is "dev-staff-{id}" so the staff page can be tried
 * locally; unset in production, nobody is staff.
 */
export function staffTokensFrom(value: string | undefined): StaffToken[] | null {
  if (!value) return null;
  return value.split(',').map((entry) => {
    const [store, ...rest] = entry.trim().split(':');
    const token = rest.join(':');
    const storeId = Number(store);
    if (!Number.isInteger(storeId) || storeId <= 0 || token.length < MIN_STAFF_TOKEN_LENGTH) {
      throw new Error(`STAFF_TOKENS: "${store}:…" must be a store id and a code of at least ${MIN_STAFF_TOKEN_LENGTH} characters.`);
    }
    return { storeId, token };
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

const DEVELOPMENT_CODE = /^dev-staff-([1-9]\d{0,8})$/;

/** The store a presented code belongs to, compared in constant time; undefined for a wrong code. */
export function staffStoreOf(codes: StaffCodes, presented: string | undefined): number | undefined {
  if (!presented) return undefined;
  const { tokens } = codes;
  if (codes.development) {
    const match = DEVELOPMENT_CODE.exec(presented);
    return match ? Number(match[1]) : undefined;
  }
  const given = digest(presented);
  let storeId: number | undefined;
  for (const candidate of tokens) if (timingSafeEqual(digest(candidate.token), given)) storeId ??= candidate.storeId;
  return storeId;
}

/** The codes a store's staff may present now (more than one while a code is being changed). */
export function staffCodesOfStore(codes: StaffCodes, storeId: number): string[] {
  if (codes.development) return [`dev-staff-${storeId}`];
  return codes.tokens.filter((token) => token.storeId === storeId).map((token) => token.token);
}
