/** The bearer token lives in localStorage under the key the legacy client used, so sessions carry over. */
const KEY = 'authToken';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage can be disabled (privacy mode); behave as signed out rather than crash.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
