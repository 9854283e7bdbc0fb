import { ArrowLeft, Tag } from 'lucide-react';
import { useEffect } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'wouter';
import { type Article, articles } from '../../../../shared/articles.ts';
import { paths } from '../../../../shared/routes.ts';
import { articleImageUrl } from '../article-images.ts';
import { ArticleCard } from './article-card.tsx';
import { ArticleMeta, CategoryBadge } from './article-meta.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

// Markdown elements styled here; raw HTML in the source is dropped (skipHtml), never rendered.
const markdownComponents: Components = {
  h2: ({ children }) => (
    <h2 className="mt-10 mb-3 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 mb-2 text-xl font-semibold text-slate-900">{children}</h3>,
  p: ({ children }) => <p className="my-4 text-base/7 text-slate-700">{children}</p>,
  ul: ({ children }) => (
    <ul className="my-4 list-disc space-y-2 pl-6 text-base/7 text-slate-700">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 text-base/7 text-slate-700">{children}</ol>
  ),
  li: ({ children }) => <li className="pl-1 marker:text-indigo-600">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="my-6 rounded-r-xl border-l-4 border-indigo-600 bg-indigo-50 px-5 py-1 text-indigo-950 italic [&_p]:text-indigo-950">
      {children}
    </blockquote>
  ),
  a: ({ children, href }) => (
    <a
      href={href}
      className="font-medium text-indigo-700 underline underline-offset-2"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  ),
};

/** One article, opened in place on /blog (?article=<id>). */
export default function ArticleView({ article }: { article: Article }) {
  // The tab and history show the article's title.
  useEffect(() => {
    const previous = document.title;
    document.title = `${article.title} · Blog Septime`;
    window.scrollTo({ top: 0 });
    return () => {
      document.title = previous;
    };
  }, [article]);

  const related = articles.filter((a) => a.category === article.category && a.id !== article.id).slice(0, 2);
  const more = related.length > 0 ? related : articles.filter((a) => a.id !== article.id).slice(0, 2);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        href={paths.blog}
        className="inline-flex items-center gap-2 rounded-lg text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Retour aux articles
      </Link>
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article aria-labelledby="article-title" className="min-w-0 max-w-3xl">
          <header>
            <CategoryBadge category={article.category} />
            <h1
              id="article-title"
              className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-slate-600">{article.excerpt}</p>
            <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="text-sm font-semibold text-slate-800">Par {article.author}</span>
              <ArticleMeta article={article} />
            </div>
          </header>
          <img
            src={articleImageUrl(article)}
            alt=""
            width={640}
            height={360}
            fetchPriority="high"
            decoding="async"
            className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover"
          />
          <div className="mt-4 max-w-3xl">
            <Markdown skipHtml components={markdownComponents}>
              {article.content}
            </Markdown>
          </div>
          <div className="mt-10 flex items-center gap-2">
            <Tag className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <ul className="flex flex-wrap gap-2" aria-label="Mots-clés">
              {article.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <NewsletterForm />
        </aside>
      </div>
      <section aria-labelledby="related-title" className="mt-16 border-t border-slate-200 pt-10">
        <h2 id="related-title" className="text-xl font-bold text-slate-900">
          À lire aussi
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {more.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
