import { Link } from 'wouter';
import type { Article } from '../../../../shared/articles.ts';
import { paths } from '../../../../shared/routes.ts';
import { articleImageUrl } from '../article-images.ts';
import { ArticleMeta, CategoryBadge } from './article-meta.tsx';

export const articleHref = (id: string) => `${paths.blog}?article=${encodeURIComponent(id)}`;

export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md">
      <img
        src={articleImageUrl(article)}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h3 className="mt-3 text-lg/snug font-semibold text-slate-900 group-hover:text-indigo-800">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link
            href={articleHref(article.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-indigo-600"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 mb-4 line-clamp-3 text-sm/6 text-slate-600">{article.excerpt}</p>
        <div className="mt-auto border-t border-slate-100 pt-4">
          <p className="text-sm font-medium text-slate-800">{article.author}</p>
          <ArticleMeta article={article} className="mt-1" />
        </div>
      </div>
    </article>
  );
}
