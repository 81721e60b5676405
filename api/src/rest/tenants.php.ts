import { listLoginTenants } from '../modules/tenants/tenants.service.ts';
import { json, type RestEndpoint } from './adapter.ts';

export const tenantsEndpoint: RestEndpoint = {
  /** The sign-in selector: a list of { short_name, full_name }. */
  async GET(_req, ctx) {
    const tenants = await listLoginTenants(ctx.app);
    return json(tenants.map((t) => ({ short_name: t.shortName, full_name: t.fullName })));
  },
};
