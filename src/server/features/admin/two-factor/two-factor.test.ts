import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCode, normaliseRecoveryCode } from './recovery-codes';
import { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; base32 of it is
// GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ. The RFC's 8-digit codes end in the 6 digits an app shows.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes (RFC 6238)', () => {
  it.each([
    // [time (s), the RFC's 8-digit code]
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('at %i s the code is the last six digits of %s', (seconds, rfc) => {
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(rfc.slice(2));
  });

  it('accepts the step before, the step and the step after, once each', () => {
    const now = new Date(1_234_567_890_000); // step 41152263 (1234567890 / 30, rounded down)
    const step = 41_152_263;
    const previous = totpCode(rfcSecret, new Date(now.getTime() - 30_000));
    const current = totpCode(rfcSecret, now);
    const next = totpCode(rfcSecret, new Date(now.getTime() + 30_000));
    expect(acceptedStep(rfcSecret, current, now, 0)).toBe(step);
    expect(acceptedStep(rfcSecret, previous, now, 0)).toBe(step - 1);
    expect(acceptedStep(rfcSecret, next, now, 0)).toBe(step + 1);
    // Used once: the same code, or an older one, is refused.
    expect(acceptedStep(rfcSecret, current, now, step)).toBeNull();
    expect(acceptedStep(rfcSecret, previous, now, step)).toBeNull();
    // Two steps away is too far.
    expect(acceptedStep(rfcSecret, totpCode(rfcSecret, new Date(now.getTime() - 60_000)), now, 0)).toBeNull();
  });

  it('ignores spaces and refuses what is not six digits', () => {
    const now = new Date(59_000);
    expect(acceptedStep(rfcSecret, '287 082', now, 0)).toBe(1);
    expect(acceptedStep(rfcSecret, '28708', now, 0)).toBeNull();
    expect(acceptedStep(rfcSecret, 'abcdef', now, 0)).toBeNull();
  });

  it('makes a 160-bit secret and an otpauth URI naming the site and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits / 5 bits a character
    const uri = new URL(totpUri(secret, 'Example Advisers', 'adviser@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Example Advisers');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(uri.pathname)).toContain('adviser@example.com');
  });
});

describe('recovery codes', () => {
  it('are 16 characters of Crockford base32 in groups of four', () => {
    const codes = new Set(Array.from({ length: 50 }, newRecoveryCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it.each([
    ['ab12-cd34-ef56-gh78', 'AB12CD34EF56GH78'],
    ['AB12 CD34 EF56 GH78', 'AB12CD34EF56GH78'],
    ['oo11-il00-0000-0000', '0011110000000000'],
  ])('reads %s as %s', (typed, code) => {
    expect(normaliseRecoveryCode(typed)).toBe(code);
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code));
  });
});
