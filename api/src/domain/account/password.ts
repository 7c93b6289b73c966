import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its recommended memory and time costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checked when there is no account, so an unknown e-mail takes as long as a wrong password. */
let standInHash: Promise<string> | undefined;

/**
 * False for a wrong password and for an account without one (unknown e-mail, erased account):
 * both still pay for one argon2id verification, so timing does not tell which e-mails exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      standInHash ??= hash('no account has this password');
      await verify(await standInHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
