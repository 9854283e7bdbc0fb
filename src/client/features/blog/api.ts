import { api, call } from '../../lib/api-client.ts';

export const subscribeToNewsletter = (email: string) => call(api.newsletter.$post({ json: { email } }));
