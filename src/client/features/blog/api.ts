import { apiFetch } from '../../lib/api.ts';

export const subscribeToNewsletter = (email: string) =>
  apiFetch<{ message: string }>('/api/newsletter', { json: { email } });
