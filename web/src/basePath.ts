/**
 * The deployment prefix the server injected ('' at the root, '/Purchaser' under BASE_PATH). The Vite
 * dev server injects nothing, which means the root.
 */
export const BASE_PATH: string = (typeof window !== 'undefined' && window.__BASE_PATH__) || '';
