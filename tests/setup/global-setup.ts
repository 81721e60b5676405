import { buildTemplate } from './template.ts';

/** Vitest globalSetup: the seeded template database every test app is cloned from. */
export default async function setup(): Promise<() => Promise<void>> {
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = 'silent';
  process.env.PASSWORD_HASH_COST = '14';
  const template = await buildTemplate(process.env.TEST_DATABASE_URL);
  return () => template.dispose();
}
