import { CalendarDays, Clock } from 'lucide-react';
import { type Article, formatArticleDate } from '../../../../shared/articles.ts';

export const categoryTones: Record<Article['category'], string> = {
  Tendances: 'bg-violet-50 text-violet-800 ring-violet-200',
  Business: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Sécurité: 'bg-sky-50 text-sky-800 ring-sky-200',
  Marketing: 'bg-rose-50 text-rose-800 ring-rose-200',
  Support: 'bg-teal-50 text-teal-800 ring-teal-200',
  Management: 'bg-amber-50 text-amber-800 ring-amber-200',
};

export function CategoryBadge({ category }: { category: Article['category'] }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${categoryTones[category]}`}
    >
      {category}
    </span>
  );
}

/** Date and reading time, in French. */
export function ArticleMeta({ article, className = '' }: { article: Article; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 ${className}`}>
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {article.readTime} min de lecture
      </span>
    </p>
  );
}
