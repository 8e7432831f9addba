/**
 * A zod failure as one message per field: the first said about it (zod 4 goes on checking after
 * the first failure, and a field's first message is the one that tells people what to do).
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in found)) found[field] = issue.message;
  }
  return found;
}
