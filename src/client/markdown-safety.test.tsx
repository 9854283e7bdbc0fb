// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MarkdownContent from './components/ai-tools/components/markdown-content.tsx';
import MarkdownReply from './components/chat/components/markdown-reply.tsx';

// What an AI provider (or a prompt injection through it) could send back: none of it may run.
const hostileReply = [
  'Voici votre **plan** :',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
  '[Cliquez ici](javascript:window.__pwned=true)',
  '[Encore](JaVaScRiPt:alert(1)) et [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="javascript:alert(1)">brut</a> <iframe src="https://evil.example"></iframe>',
  '<div onmouseover="alert(1)">survol</div>',
  '![image](javascript:alert(1))',
  '[lien sûr](https://septime.fr/blog)',
].join('\n\n');

afterEach(cleanup);

describe.each([
  ['a chat reply', MarkdownReply],
  ['a generated plan or report', MarkdownContent],
])('Markdown of %s', (_label, Renderer) => {
  it('keeps the formatting and drops every script, handler and javascript: link', () => {
    const { container } = render(<Renderer text={hostileReply} />);
    expect(container.querySelector('strong')?.textContent).toBe('plan');
    expect(container.querySelectorAll('script, iframe, img[onerror], div[onmouseover]')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    for (const href of hrefs) expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(hrefs).toContain('https://septime.fr/blog');
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    for (const src of sources) expect(src).not.toMatch(/^\s*javascript:/i);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});

describe('links of a reply', () => {
  it('opens a page of the app here (a hand-off) and anything else apart, //evil.com included', () => {
    const { container } = render(
      <MarkdownReply text={'Voyez [Suki](/ai/suki), [ailleurs](//evil.com) et [là](/\\evil.com).'} />,
    );
    const [suki, evil, backslash] = [...container.querySelectorAll('a')];
    expect(suki?.getAttribute('href')).toBe('/ai/suki');
    expect(suki?.getAttribute('target')).toBeNull();
    expect(evil?.getAttribute('target')).toBe('_blank');
    expect(backslash?.getAttribute('target') ?? '_blank').toBe('_blank');
  });
});
