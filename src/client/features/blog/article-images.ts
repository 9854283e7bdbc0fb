import type { Article } from '../../../shared/articles.ts';

// The illustrations are bundled by Vite (hashed under /assets/ and cached for good, never inlined in the
// JS): the server only serves /assets/ and files at the root, so a public/blog/ folder would not be reachable.
const urls = import.meta.glob<string>('./images/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

export function articleImageUrl(article: Article): string {
  return urls[`./images/${article.image}`] ?? '';
}
