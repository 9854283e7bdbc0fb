// react-markdown stays out of the first load: fetched when a reply is shown, or as soon as a message is sent.
export const loadMarkdownReply = () => import('./markdown-reply.tsx');

export function preloadMarkdown() {
  return loadMarkdownReply().catch(() => undefined);
}
