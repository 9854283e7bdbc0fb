import type { ReactNode } from 'react';
import { TopNav } from '../../../components/layout/top-nav.tsx';

/** The demo pages' frame: the public top navigation, then the page's title and content. */
export function DemoShell({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <title>{`${title} · Septime`}</title>
      <TopNav />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <header className="space-y-3 text-center">
          <p className="inline-flex rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset">
            Démo interactive
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mx-auto max-w-2xl text-slate-600">{intro}</p>
        </header>
        {children}
      </main>
    </div>
  );
}
