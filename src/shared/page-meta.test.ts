import { describe, expect, it } from 'vitest';
import { articles } from './articles.ts';
import { describedPaths, pageMetaFor, publicPaths } from './page-meta.ts';
import { employeeIds, paths } from './routes.ts';

describe('page titles and descriptions', () => {
  it('names every route of the app, each with its own French title', () => {
    const staticPaths: string[] = Object.values(paths).filter((p) => typeof p === 'string');
    expect(describedPaths().sort()).toEqual([...staticPaths].sort());
    const titles = [...staticPaths, ...employeeIds.map((id) => `/ai/${id}`)].map((p) => pageMetaFor(p).title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/ — Septime$|^Septime — /);
  });

  it('gives employees, projects and unknown paths their own names', () => {
    expect(pageMetaFor('/ai/clide').title).toBe('Clide, support client — Septime');
    expect(pageMetaFor('/projects/7d1c0f0e-8a1b-4c4e-9f00-0a1b2c3d4e5f').title).toBe('Projet — Septime');
    expect(pageMetaFor('/tasks/').title).toBe('Tâches — Septime');
    expect(pageMetaFor('/nulle-part').title).toBe('Page introuvable — Septime');
    expect(pageMetaFor('/ai/inconnu').title).toBe('Page introuvable — Septime');
  });

  it('lists only public pages for search engines', () => {
    expect(publicPaths()).toEqual(expect.arrayContaining(['/', '/connectors', '/legal', '/blog', '/auth']));
    expect(publicPaths()).not.toContain('/dashboard');
    expect(publicPaths()).not.toContain('/settings');
  });

  it('gives each blog article its own title, description and canonical address (issue 42)', () => {
    const blog = pageMetaFor('/blog');
    const article = articles[0]!;
    const meta = pageMetaFor('/blog', `?article=${article.id}`);
    expect(meta.title).toBe(`${article.title} — Blog Septime`);
    expect(meta.title).not.toBe(blog.title);
    expect(meta.description).toBe(article.excerpt);
    expect(meta.canonical).toBe(`/blog?article=${article.id}`);
    expect(pageMetaFor('/blog', '?article=inconnu')).toEqual(blog);
    expect(pageMetaFor('/blog', '?q=ia').canonical).toBeUndefined();
  });
});
