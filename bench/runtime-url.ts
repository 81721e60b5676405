import { ensureRuntimeRole } from '../api/src/db/runtime-role.ts';

/**
 * The server refuses a superuser or owner connection (api/src/db/runtime-role.ts): the benchmarks
 * take the owner's URL, make sure the runtime role exists, and give the server that role's URL.
 */
export async function runtimeUrl(ownerUrl: string): Promise<string> {
  const url = new URL(ownerUrl);
  url.username = 'purchaser_bench_runtime';
  url.password = 'bench-runtime';
  await ensureRuntimeRole(ownerUrl, url.toString());
  return url.toString();
}
