import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';

export default function NotFoundPage() {
  const [location] = useLocation();
  // SPEC.md: the missing path is logged to the console (kept for support diagnostics).
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-slate-900">404</h1>
        <p className="mb-4 text-xl text-slate-600">Oops! Page not found</p>
        <Link href="/" className="text-indigo-700 underline hover:text-indigo-900">
          Retour à l'accueil
        </Link>
      </div>
    </main>
  );
}
