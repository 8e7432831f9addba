/** A route with parameters (`/admin/clients/:id`) as a pattern matching one path segment per parameter. */
export function routePattern(route: string): RegExp {
  return new RegExp(
    `^${route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );
}
