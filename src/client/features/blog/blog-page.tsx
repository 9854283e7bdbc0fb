import { Search, SearchX, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import {
  type ArticleFilter,
  articleById,
  articleFilters,
  articles,
  filterArticles,
  isArticleFilter,
} from '../../../shared/articles.ts';
import { TopNav } from '../../components/layout/top-nav.tsx';
import { ArticleCard } from './components/article-card.tsx';
import { NewsletterForm } from './components/newsletter-form.tsx';

// The Markdown renderer is only needed once an article is opened.
const ArticleView = lazy(() => import('./components/article-view.tsx'));

const filters: ArticleFilter[] = ['Tous', ...articleFilters];

/** ?q=…&categorie=… for the list, ?article=<id> for one article: every view has its own URL. */
function useBlogParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('categorie');
  const set = (next: { q?: string; categorie?: ArticleFilter }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('article');
        for (const [key, value] of Object.entries(next)) {
          if (!value || value === 'Tous') updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );
  return {
    articleId: params.get('article'),
    query: params.get('q') ?? '',
    category: isArticleFilter(raw) ? raw : ('Tous' as const),
    set,
  };
}

export default function BlogPage() {
  const { articleId, query, category, set } = useBlogParams();
  const opened = articleId ? articleById(articleId) : undefined;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <TopNav />
      <main id="main">
        {opened ? (
          <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
            <ArticleView article={opened} />
          </Suspense>
        ) : (
          <ArticleList query={query} category={category} set={set} unknownArticle={Boolean(articleId)} />
        )}
      </main>
    </div>
  );
}

function ArticleList({
  query,
  category,
  set,
  unknownArticle,
}: {
  query: string;
  category: ArticleFilter;
  set(next: { q?: string; categorie?: ArticleFilter }): void;
  unknownArticle: boolean;
}) {
  const { results, counts } = filterArticles(articles, { query, category });

  return (
    <>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Blog</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Blog IA &amp; Automatisation
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-pretty text-slate-600">
            Conseils pratiques, tendances et retours d’expérience pour travailler avec des employés IA.
          </p>
          {unknownArticle ? (
            <p
              role="alert"
              className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              Cet article n’existe pas ou n’est plus en ligne. Voici nos derniers articles.
            </p>
          ) : null}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
        <aside className="space-y-6">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              type="search"
              name="q"
              value={query}
              onChange={(event) => set({ q: event.target.value })}
              placeholder="Rechercher un article..."
              aria-label="Rechercher un article"
              className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-search-cancel-button]:hidden"
            />
            {query ? (
              <button
                type="button"
                onClick={() => set({ q: '' })}
                className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                aria-label="Effacer la recherche"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>

          <nav aria-label="Catégories" className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
            <h2 className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Catégories
            </h2>
            <ul className="flex flex-wrap gap-1.5 lg:flex-col lg:gap-0.5">
              {filters.map((filter) => {
                const active = filter === category;
                return (
                  <li key={filter}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => set({ categorie: filter })}
                      className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 lg:w-full text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                        active
                          ? 'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-200 lg:ring-0'
                          : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 lg:ring-0'
                      }`}
                    >
                      {filter}
                      <span
                        className={`rounded-full px-2 text-xs tabular-nums ${active ? 'bg-indigo-700 text-white' : 'bg-slate-100 text-slate-600'}`}
                      >
                        {counts[filter]}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>

          <NewsletterForm className="hidden lg:block" />
        </aside>

        <div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {results.length === 0
              ? 'Aucun résultat'
              : `${results.length} article${results.length > 1 ? 's' : ''}${category === 'Tous' ? '' : ` · ${category}`}`}
          </p>
          {results.length === 0 ? (
            <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <SearchX className="size-10 text-slate-400" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">Aucun article trouvé</h2>
              <p className="mt-1 max-w-md text-sm text-slate-600">
                Essayez avec d’autres mots-clés ou une autre catégorie.
              </p>
              <button
                type="button"
                onClick={() => set({ q: '', categorie: 'Tous' })}
                className="mt-6 inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Voir tous les articles
              </button>
            </div>
          ) : (
            <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {results.map((article, index) => (
                <li key={article.id}>
                  {/* The first image is the page's largest paint on a phone: fetched at once. */}
                  <ArticleCard article={article} eager={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <NewsletterForm className="mt-10 lg:hidden" />
        </div>
      </div>
    </>
  );
}
