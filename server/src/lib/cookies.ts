// The few cookies the site sets are path-scoped and httpOnly, read by hand: a parser library
// would be more code than the one loop they need.

/** One cookie's value from a `Cookie` header (its values here are plain ASCII, never quoted). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** A `Set-Cookie` header of an httpOnly, same-site cookie on one path; `maxAgeSeconds` 0 ends it. */
export function pathCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
