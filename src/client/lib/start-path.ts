import { paths, signUpPath } from '../../shared/routes.ts';
import { useAuth } from './auth-provider.tsx';

/**
 * Where a "start" call to action leads ('Commencer Gratuitement', 'Essai Gratuit'…): a signed-in
 * user goes to the dashboard, a visitor to the Inscription tab (also while the session loads).
 */
export function useStartPath(): string {
  const { user } = useAuth();
  return user ? paths.dashboard : signUpPath;
}
