type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/**
 * A zod failure as one message per field, the field named by `field` from the issue's path (all
 * of it, dot-joined, unless said: `hours.mon.open`): the first said about it (zod 4 goes on checking
 * after the first failure, and a field's first message is the one that tells people what to do).
 */
export function pathErrors(
  issues: Issues,
  field: (path: string[]) => string = (path) => path.join('.'),
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const name = field(issue.path.map(String));
    if (!(name in found)) found[name] = issue.message;
  }
  return found;
}

/** One message per top-level field (`email`, not `email.0`). */
export function fieldErrors(issues: Issues): Record<string, string> {
  return pathErrors(issues, (path) => path[0] ?? '');
}
