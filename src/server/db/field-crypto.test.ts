import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, DataKeyError, keyFilePath, loadDataKey, normaliseIdNumber } from './field-crypto';

const key = Buffer.alloc(32, 1); // obviously fake keys
const otherKey = Buffer.alloc(32, 2);

describe('field cipher', () => {
  const cipher = createFieldCipher(key);

  it('round-trips text, with a fresh nonce each time, and leaves empty and plain values alone', () => {
    const first = cipher.encrypt('80010100000');
    const second = cipher.encrypt('80010100000');
    expect(first).toMatch(new RegExp(`^enc1:${cipher.keyId}:[A-Za-z0-9_-]+$`));
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first)).toBe('80010100000');
    expect(cipher.encrypt('')).toBe('');
    expect(cipher.decrypt('stored before encryption')).toBe('stored before encryption');
    expect(cipher.decrypt(cipher.encrypt('Ünïcode ✓'))).toBe('Ünïcode ✓');
  });

  it('refuses a changed value and names the key a value needs', () => {
    const stored = cipher.encrypt('80010100000');
    const tampered = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => cipher.decrypt(tampered)).toThrow();
    const other = createFieldCipher(otherKey);
    expect(() => other.decrypt(stored)).toThrow(DataKeyError);
    expect(() => other.decrypt(stored)).toThrow(`encrypted with key ${cipher.keyId}`);
    // During a rotation the new cipher reads both.
    expect(createFieldCipher(otherKey, [key]).decrypt(stored)).toBe('80010100000');
  });

  it('encrypts a file’s bytes: not readable in what is stored, refused when changed or of another key', () => {
    const file = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(2_000, 7),
      Buffer.from('Maria Shikongo'),
    ]);
    const stored = cipher.encryptBytes(file);
    expect(stored.subarray(0, 14).toString('ascii')).toBe(`enc1:${cipher.keyId}:`);
    expect(stored.includes(Buffer.from('Maria Shikongo'))).toBe(false);
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(cipher.decryptBytes(stored).equals(file)).toBe(true);
    expect(cipher.encryptBytes(file).equals(stored)).toBe(false);
    const changed = Buffer.from(stored);
    changed[changed.length - 20] = (changed[changed.length - 20] as number) ^ 1;
    expect(() => cipher.decryptBytes(changed)).toThrow();
    expect(() => createFieldCipher(otherKey).decryptBytes(stored)).toThrow(
      `encrypted with key ${cipher.keyId}`,
    );
    expect(createFieldCipher(otherKey, [key]).decryptBytes(stored).equals(file)).toBe(true);
    expect(() => cipher.decryptBytes(file)).toThrow('not one this site encrypted');
  });

  it.each([
    ['80010100000', '80010100000'],
    ['800101 00000', '80010100000'],
    ['ab-12 34', 'AB1234'],
  ])('hashes %s as %s: spaces, dashes and case do not matter; keys differ', (typed, normal) => {
    expect(normaliseIdNumber(typed)).toBe(normal);
    expect(cipher.idHash(typed)).toBe(cipher.idHash(normal));
    expect(cipher.idHash(typed)).not.toBe(createFieldCipher(otherKey).idHash(typed));
    expect(cipher.idHash('')).toBe('');
  });
});

describe('loadDataKey', () => {
  it('makes a key file in the data folder on the first start, readable by its owner only, and says so', () => {
    const directory = mkdtempSync(join(tmpdir(), 'adviser-key-'));
    const target = directory;
    const said: string[] = [];
    const made = loadDataKey(undefined, target, (message) => said.push(message));
    const path = join(directory, 'data.key');
    expect(keyFilePath(target)).toBe(path);
    expect(made).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').trim()).toBe(made.toString('base64'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(path);
    // The next start reads it, silently; a key in the environment wins.
    expect(loadDataKey(undefined, target, (message) => said.push(message)).equals(made)).toBe(true);
    expect(said).toHaveLength(1);
    expect(loadDataKey(otherKey.toString('base64'), target, () => {}).equals(otherKey)).toBe(true);
  });

  it('refuses a DATA_KEY or key file that is not 32 bytes in base64', () => {
    const directory = mkdtempSync(join(tmpdir(), 'adviser-key-'));
    const target = directory;
    expect(() => loadDataKey('too short', target, () => {})).toThrow(
      'DATA_KEY must be 32 random bytes in base64: make one with `openssl rand -base64 32`.',
    );
    writeFileSync(join(directory, 'data.key'), 'not a key\n');
    expect(() => loadDataKey(undefined, target, () => {})).toThrow('must be 32 random bytes in base64');
  });
});
