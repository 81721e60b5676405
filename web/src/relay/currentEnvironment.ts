import type { Environment } from 'relay-runtime';
import { getToken } from '../features/auth/authToken.ts';
import { createEnvironment } from './environment.ts';

let current: { token: string | null; environment: Environment } | null = null;

/**
 * The environment for the token stored right now. Route loaders call this, and each route hands the
 * environment it loaded with to its RelayEnvironmentProvider, so a screen always reads from the store
 * its query went into, even while a sign-in or sign-out is switching tokens.
 */
export function getEnvironment(): Environment {
  const token = getToken();
  if (!current || current.token !== token) current = { token, environment: createEnvironment(token) };
  return current.environment;
}
