import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { UserMenu } from './user-menu.tsx';

/** Frame for a page whose feature is still being built: title, way back, account, honest notice. */
export function PageFrame({ title }: { title: string }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-4">
          <Link
            href="/"
            className="inline-flex items-center gap-2 text-sm text-slate-700 hover:text-slate-900"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Retour
          </Link>
          <h1 className="flex-1 text-xl font-semibold text-slate-900">{title}</h1>
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-12">
        <p className="text-slate-600">Cette page arrive bientôt dans Septime.</p>
      </main>
    </div>
  );
}
