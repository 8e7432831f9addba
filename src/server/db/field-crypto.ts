import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { keyFromEnvironment } from './backup-crypto';

/**
 * Sensitive fields encrypted at rest (issue 21): ID numbers, bank account numbers, medical and
 * health answers. Each value is stored as `enc1:<key id>:<base64url of nonce, ciphertext, tag>`
 * with AES-256-GCM under a key derived from DATA_KEY; the key id (8 hex characters of the key's
 * SHA-256) says which key a value needs, so a rotation can run while values of both keys exist.
 * ID numbers also get a keyed hash (HMAC-SHA256) beside them, so a search by ID number is an
 * exact match on the hash. Values without the prefix are read as they are (stored before
 * encryption); the start-up pass (field-encryption.ts) encrypts them.
 */

const prefix = 'enc1:';
const nonceBytes = 12;
const tagBytes = 16;

export class DataKeyError extends Error {
  override name = 'DataKeyError';
}

export interface FieldCipher {
  /** Which key this cipher encrypts with. */
  readonly keyId: string;
  encrypt(plain: string): string;
  /** The plain text of a stored value (as it is when it was never encrypted). */
  decrypt(stored: string): string;
  /** True when `stored` is encrypted with this cipher's key (or is empty). */
  isCurrent(stored: string): boolean;
  /** The keyed hash of an ID number for exact search; '' for none. */
  idHash(idNumber: string): string;
  /**
   * The keyed hash of an identifier (a normalised e-mail, phone or ID number) for the ledger of
   * erasures (issue 56, D36): it holds no readable personal data, and finds the person again.
   */
  identifierHash(kind: string, value: string): string;
  /** A file's bytes encrypted the same way (issue 32): `enc1:<key id>:` then nonce, ciphertext, tag. */
  encryptBytes(plain: Uint8Array): Buffer;
  decryptBytes(stored: Uint8Array): Buffer;
}

function derive(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `adviser-site ${purpose}`, 32));
}

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** ID numbers as people type them: spaces, dashes and case do not matter. */
export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isEncrypted(stored: string): boolean {
  return stored.startsWith(prefix);
}

/**
 * A cipher that encrypts with `key` and decrypts values of `key` or of any `older` key (during a
 * rotation). Hashes always use `key`.
 */
export function createFieldCipher(key: Buffer, older: Buffer[] = []): FieldCipher {
  const keys = new Map<string, Buffer>();
  for (const each of [key, ...older]) keys.set(keyIdOf(each), derive(each, 'field encryption'));
  const keyId = keyIdOf(key);
  const encryptionKey = keys.get(keyId) as Buffer;
  const hashKey = derive(key, 'id number hash');
  const ledgerKey = derive(key, 'erasure ledger');
  return {
    keyId,
    encrypt(plain) {
      if (plain === '') return '';
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, nonce);
      const body = Buffer.concat([nonce, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${prefix}${keyId}:${body.toString('base64url')}`;
    },
    decrypt(stored) {
      if (!isEncrypted(stored)) return stored;
      const [, id = '', data = ''] = stored.split(':');
      const fieldKey = keys.get(id);
      if (!fieldKey)
        throw new DataKeyError(
          `A stored value is encrypted with key ${id}, which is not DATA_KEY (key ${keyId}): start with the key it was written with, or finish the rotation (npm run db:rotate-data-key).`,
        );
      const body = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', fieldKey, body.subarray(0, nonceBytes));
      decipher.setAuthTag(body.subarray(body.length - tagBytes));
      return Buffer.concat([
        decipher.update(body.subarray(nonceBytes, body.length - tagBytes)),
        decipher.final(),
      ]).toString('utf8');
    },
    encryptBytes(plain) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, nonce);
      return Buffer.concat([
        Buffer.from(`${prefix}${keyId}:`, 'ascii'),
        nonce,
        cipher.update(plain),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
    },
    decryptBytes(stored) {
      const bytes = Buffer.from(stored);
      const head = bytes.subarray(0, prefix.length + 9).toString('ascii');
      if (!head.startsWith(prefix) || head[head.length - 1] !== ':')
        throw new DataKeyError('A stored file is not one this site encrypted.');
      const id = head.slice(prefix.length, -1);
      const fileKey = keys.get(id);
      if (!fileKey)
        throw new DataKeyError(
          `A stored file is encrypted with key ${id}, which is not DATA_KEY (key ${keyId}): start with the key it was written with.`,
        );
      const body = bytes.subarray(head.length);
      const decipher = createDecipheriv('aes-256-gcm', fileKey, body.subarray(0, nonceBytes));
      decipher.setAuthTag(body.subarray(body.length - tagBytes));
      return Buffer.concat([
        decipher.update(body.subarray(nonceBytes, body.length - tagBytes)),
        decipher.final(),
      ]);
    },
    isCurrent(stored) {
      return stored === '' || stored.startsWith(`${prefix}${keyId}:`);
    },
    identifierHash(kind, value) {
      return createHmac('sha256', ledgerKey).update(`${kind}\u0000${value}`).digest('base64url');
    },
    idHash(idNumber) {
      const normalised = normaliseIdNumber(idNumber);
      return normalised === '' ? '' : createHmac('sha256', hashKey).update(normalised).digest('base64url');
    },
  };
}

/** Where the key file lives without DATA_KEY: in the data folder (DATA_DIR; config.ts `defaultDataDir`). */
export function keyFilePath(dataDir: string): string {
  return join(dataDir, 'data.key');
}

/**
 * The data key: DATA_KEY when set (it wins); otherwise the key file beside the database, made on
 * the first start (32 random bytes in base64, readable by its owner only) and announced through
 * `say`, so the two README commands work on a fresh machine.
 */
export function loadDataKey(
  value: string | undefined,
  dataDir: string,
  say: (message: string) => void,
): Buffer {
  const fromEnvironment = keyFromEnvironment('DATA_KEY', value);
  if (fromEnvironment) return fromEnvironment;
  const path = keyFilePath(dataDir);
  if (existsSync(path)) {
    const key = keyFromEnvironment(`The key file ${path}`, readFileSync(path, 'utf8'));
    if (!key) throw new DataKeyError(`The key file ${path} is empty.`);
    return key;
  }
  mkdirSync(dirname(path), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  say(
    `No DATA_KEY set: made a new data key in ${path} (readable by this user only). Sensitive fields are encrypted with it: keep a copy off this machine, or set DATA_KEY.`,
  );
  return key;
}

let current: FieldCipher | undefined;

/** Sets the process's cipher (at start, and in the tests). */
export function setFieldCipher(cipher: FieldCipher): void {
  current = cipher;
}

/** The process's cipher; a start that forgot to load the key fails loudly, not silently in plain text. */
export function fieldCipher(): FieldCipher {
  if (!current) throw new DataKeyError('The data key is not loaded (setFieldCipher at start).');
  return current;
}
