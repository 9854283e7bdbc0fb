import { useLocation } from 'wouter';
import { authPath } from '../../shared/safe-return.ts';

/** The sign-in page, asked to come back here afterwards (`/auth?retour=/projects`). */
export function useSignInPath(): string {
  const [location] = useLocation();
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return authPath({ returnTo: `${location}${search}` });
}
