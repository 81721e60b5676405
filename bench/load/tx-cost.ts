// npx tsx bench/load/tx-cost.ts --database-url postgres://postgres@127.0.0.1:5432/bench_1m [--tenant 5]
// What the row-level-security transaction per Prisma operation costs the server (issue 15): two small
// reads of one tenant, 200 times each way, CPU per pair (process.cpuUsage): each in its own
// transaction (tenantClient, as the lists run today), both in one transaction (inTenantTx), and both
// without a transaction on the platform client (no RLS scope: the floor, not an option).
import { openDatabase } from '../../api/src/db/client.ts';
import { inTenantTx, tenantClient } from '../../api/src/db/tenant-scope.ts';
import { intArg, parseArgs, postgresUrlArg } from '../args.ts';
import { runtimeUrl } from '../runtime-url.ts';

const args = parseArgs();
const url = postgresUrlArg(args);
const tenantId = intArg(args, 'tenant', 5);
const database = await openDatabase({ databaseUrl: await runtimeUrl(url), migrate: false });
const prisma = database.prisma;
const scoped = tenantClient(prisma, tenantId);
const where = { tenantId, id: { gt: 0 } };
const select = { id: true };

const variants: [string, () => Promise<unknown>][] = [
  [
    'each read in its own RLS transaction',
    () => Promise.all([scoped.offer.count({ where }), scoped.offer.findFirst({ where, select })]),
  ],
  [
    'both reads in one RLS transaction',
    () =>
      inTenantTx(prisma, tenantId, async (tx) => [
        await tx.offer.count({ where }),
        await tx.offer.findFirst({ where, select }),
      ]),
  ],
  [
    'both reads without a transaction (floor)',
    () => Promise.all([prisma.offer.count({ where }), prisma.offer.findFirst({ where, select })]),
  ],
];
try {
  for (const [, run] of variants) for (let i = 0; i < 30; i += 1) await run(); // warm-up
  for (let round = 1; round <= 3; round += 1) {
    for (const [name, run] of variants) {
      const before = process.cpuUsage();
      for (let i = 0; i < 200; i += 1) await run();
      const used = process.cpuUsage(before);
      console.log(`round ${round}: ${name}: ${((used.user + used.system) / 200 / 1000).toFixed(2)} ms CPU per pair`);
    }
  }
} finally {
  await database.close();
}
