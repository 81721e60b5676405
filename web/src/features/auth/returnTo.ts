import { BASE_PATH } from '../../basePath.ts';

/**
 * Sign-in returns to the screen a signed-out visitor asked for: the link in a notification e-mail
 * (issue 17) or a bookmark opens the document after signing in, not the dashboard. The wanted path
 * travels as `/login?next=<path>`, since the shell loader's redirect can carry no router state.
 */
const NEXT = 'next';

/** The sign-in path for a visitor who asked for `path` (inside the app, without BASE_PATH). */
export function loginPathFor(path: string): string {
  return path === '/' || path === '' ? '/login' : `/login?${NEXT}=${encodeURIComponent(path)}`;
}

/** The path inside the app of an absolute URL the router saw (its BASE_PATH taken off). */
export function appPathOf(url: string): string {
  const { pathname, search, hash } = new URL(url);
  const inside = BASE_PATH && pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
  return `${inside}${search}${hash}`;
}

/**
 * Where to go after signing in: `next` when it is a path of this app, else the dashboard. Only a
 * single leading slash is accepted ("//evil.example" or "/\evil" would leave the site) and never the
 * sign-in screen itself.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?')) return '/';
  return next;
}
