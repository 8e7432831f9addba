import { randomInt } from 'node:crypto';
import { hashToken } from '../../../plugins/tokens';

/**
 * Recovery codes (issue 21): ten, each 16 characters of Crockford's base32 (80 random bits), shown
 * once as XXXX-XXXX-XXXX-XXXX and stored only as their SHA-256. With that much randomness a fast
 * hash is enough: nobody guesses one, and the table alone gives no way in.
 */

export const recoveryCodeCount = 10;
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 16; index += 1) code += alphabet[randomInt(alphabet.length)];
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** What a person typed, as the code it stands for: case, spaces and dashes do not matter, O is 0, I and L are 1. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function hashRecoveryCode(typed: string): string {
  return hashToken(`recovery:${normaliseRecoveryCode(typed)}`);
}
