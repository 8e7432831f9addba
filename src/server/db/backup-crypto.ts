import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Encrypted backups (issue 21): AES-256-GCM with node:crypto. The file is a header naming the
 * format, a random 12-byte nonce, the ciphertext, and GCM's 16-byte tag, which proves on restore
 * that the key is right and not one byte was changed.
 */

const magic = Buffer.from('ADVBAK1\n', 'ascii');
const nonceBytes = 12;
const tagBytes = 16;

export class BackupKeyError extends Error {}

/**
 * `BACKUP_KEY` (or `DATA_KEY`): 32 random bytes in base64, as `openssl rand -base64 32` writes them.
 * Undefined when not set; a clear error naming the variable when it is not such a key.
 */
export function keyFromEnvironment(name: string, value: string | undefined): Buffer | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim().replace(/\s+/g, ''))
    throw new BackupKeyError(
      `${name} must be 32 random bytes in base64: make one with \`openssl rand -base64 32\`.`,
    );
  return key;
}

/** True when the file at `path` is an encrypted backup (by its header). */
export function isEncryptedBackup(path: string): boolean {
  const handle = openSync(path, 'r');
  try {
    const head = Buffer.alloc(magic.length);
    const read = readSync(handle, head, 0, magic.length, 0);
    return read === magic.length && head.equals(magic);
  } finally {
    closeSync(handle);
  }
}

export async function encryptFile(source: string, destination: string, key: Buffer): Promise<void> {
  await encryptStream(createReadStream(source), destination, key);
}

/** Encrypts what `source` gives (pg_dump's output, issue 30) into the file `destination`, never writing it plain. */
export async function encryptStream(source: Readable, destination: string, key: Buffer): Promise<void> {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const out = createWriteStream(destination, { mode: 0o600 });
  out.write(magic);
  out.write(nonce);
  await pipeline(source, cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => {
    out.end(cipher.getAuthTag(), () => resolve());
    out.once('error', reject);
  });
}

/** Decrypts `source` to `destination`; a wrong key or a changed file fails with a clear message. */
export async function decryptFile(source: string, destination: string, key: Buffer): Promise<void> {
  await decryptInto(source, key, createWriteStream(destination, { mode: 0o600 }));
}

/**
 * Decrypts `source` into `sink` (a program's input, issue 30). GCM's tag is checked at the end:
 * the sink has had everything by then, so use this on a file already checked, or with a sink that
 * does nothing it cannot undo until this has resolved.
 */
export async function decryptInto(source: string, key: Buffer, sink: Writable): Promise<void> {
  const size = statSync(source).size;
  const start = magic.length + nonceBytes;
  if (!isEncryptedBackup(source) || size < start + tagBytes)
    throw new BackupKeyError(`${source} is not an encrypted backup of this site.`);
  const handle = openSync(source, 'r');
  const nonce = Buffer.alloc(nonceBytes);
  const tag = Buffer.alloc(tagBytes);
  try {
    readSync(handle, nonce, 0, nonceBytes, magic.length);
    readSync(handle, tag, 0, tagBytes, size - tagBytes);
  } finally {
    closeSync(handle);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  try {
    await pipeline(createReadStream(source, { start, end: size - tagBytes - 1 }), decipher, sink);
  } catch (error) {
    // GCM's tag refused the key or the bytes; anything else (a program that stopped reading) is
    // reported as it is.
    if (!/unable to authenticate/i.test(error instanceof Error ? error.message : '')) throw error;
    throw new BackupKeyError(
      `${source} could not be decrypted: BACKUP_KEY is not the key it was made with, or the file was changed.`,
    );
  }
}
