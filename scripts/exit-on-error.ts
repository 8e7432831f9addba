import { ConfigError } from '../src/server/config';

/** A database script's end when it fails: the setting to fix, or what failed and why; exit code 1. */
export function exitOnError(action: string, error: unknown): never {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `${action} failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
