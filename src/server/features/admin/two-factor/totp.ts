import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator apps (RFC 6238, issue 21): SHA-1, 6 digits, 30-second steps, the settings every
 * app reads from the QR code. A code is accepted for the step before and after the server's (a
 * phone's clock a little off), and only for a step later than the last one accepted, so a code
 * overheard or typed twice does not work again.
 */

const period = 30;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: '',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries: the app shows `issuer (account)`. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** The code an app shows at `time` (for tests). */
export function totpCode(secret: string, time: Date): string {
  return totp(secret).generate({ timestamp: time.getTime() });
}

/** Spaces and dashes a person types between the digits are not part of the code. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * The step `code` is right for at `time`, when it is later than `lastStep`; null when the code is
 * wrong or was used already.
 */
export function acceptedStep(secret: string, code: string, time: Date, lastStep: number): number | null {
  const token = normaliseCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: time.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(time.getTime() / 1000 / period) + delta;
  return step > lastStep ? step : null;
}
