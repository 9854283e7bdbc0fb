import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  articleById,
  articleCategories,
  articleFilters,
  articles,
  filterArticles,
  formatArticleDate,
  newsletterSchema,
  readingMinutes,
} from './articles.ts';

const imagesDir = new URL('../client/features/blog/images/', import.meta.url).pathname;

describe('blog articles', () => {
  it('has at least 9 articles with unique ids and titles, newest first', () => {
    expect(articles.length).toBeGreaterThanOrEqual(9);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('covers every category, including Management', () => {
    for (const category of articleCategories) {
      expect(
        articles.some((a) => a.category === category),
        category,
      ).toBe(true);
    }
  });

  it.each(articles.map((a) => [a.id, a] as const))(
    '%s has valid fields and a local image',
    (_id, article) => {
      expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.excerpt.length).toBeGreaterThan(40);
      expect(article.content.length).toBeGreaterThan(800);
      expect(article.content).toMatch(/^## /m);
      // Markdown only: no raw HTML tag.
      expect(article.content).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(article.author).toMatch(/^\p{Lu}/u);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.readTime).toBe(readingMinutes(article.content));
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.image).toBe(`${article.id}.svg`);
      const image = `${imagesDir}${article.image}`;
      expect(existsSync(image), image).toBe(true);
      expect(readFileSync(image, 'utf8')).toMatch(/^<svg[^>]+viewBox="0 0 640 360"/);
    },
  );

  it('formats dates the French way', () => {
    expect(formatArticleDate('2026-11-12')).toBe('12 novembre 2026');
    expect(formatArticleDate('2026-08-01')).toBe('1 août 2026');
  });

  it('finds an article by id', () => {
    expect(articleById('rgpd-et-ia')?.category).toBe('Sécurité');
    expect(articleById('inconnu')).toBeUndefined();
  });
});

describe('filterArticles', () => {
  it('shows everything under Tous, with a count per filter', () => {
    const { results, counts } = filterArticles(articles, {});
    expect(results).toHaveLength(articles.length);
    expect(counts.Tous).toBe(articles.length);
    // Every article is under one filter: the filters' counts add up to Tous (Management included).
    expect(articleFilters.reduce((sum, filter) => sum + counts[filter], 0)).toBe(counts.Tous);
    expect(counts.Management).toBeGreaterThan(0);
    for (const filter of articleFilters) {
      expect(counts[filter]).toBe(articles.filter((a) => a.category === filter).length);
    }
  });

  it('keeps one category', () => {
    const { results } = filterArticles(articles, { category: 'Sécurité' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((a) => a.category === 'Sécurité')).toBe(true);
  });

  it('searches titles, excerpts and tags, ignoring case and accents', () => {
    const accented = filterArticles(articles, { query: 'RÉUNIONS' }).results.map((a) => a.id);
    const plain = filterArticles(articles, { query: 'reunions' }).results.map((a) => a.id);
    expect(accented).toContain('reunions-mieux-preparees');
    expect(plain).toEqual(accented);
    expect(filterArticles(articles, { query: 'ai act' }).results.map((a) => a.id)).toContain(
      'ai-act-entreprises',
    );
  });

  it('combines the search with the category; counts follow the search', () => {
    const all = filterArticles(articles, { query: 'rgpd' });
    const security = filterArticles(articles, { query: 'rgpd', category: 'Sécurité' });
    expect(security.counts).toEqual(all.counts);
    expect(security.results.map((a) => a.id)).toEqual(['rgpd-et-ia']);
    expect(filterArticles(articles, { query: 'rgpd', category: 'Marketing' }).results).toEqual([]);
  });

  it('finds nothing for an unknown word', () => {
    const { results, counts } = filterArticles(articles, { query: 'introuvable-xyz' });
    expect(results).toEqual([]);
    expect(counts.Tous).toBe(0);
  });
});

describe('newsletterSchema', () => {
  it('normalises a valid email', () => {
    expect(newsletterSchema.parse({ email: '  Lea@Exemple.FR ' })).toEqual({ email: 'lea@exemple.fr' });
  });

  it.each(['', 'pas-un-email', 'a@', '@b.fr'])('refuses %j in French', (email) => {
    const parsed = newsletterSchema.safeParse({ email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Veuillez saisir une adresse email valide.');
  });
});
