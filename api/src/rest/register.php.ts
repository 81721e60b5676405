import { requestRegistration } from '../modules/registrations/registrations.service.ts';
import { json, type RestEndpoint } from './adapter.ts';

export const registerEndpoint: RestEndpoint = {
  async POST(req, ctx) {
    const { id } = await requestRegistration(ctx, req.body);
    return json({ success: true, id }, 201);
  },
};
