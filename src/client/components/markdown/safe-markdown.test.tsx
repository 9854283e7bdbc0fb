// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MarkdownContent from '../ai-tools/components/markdown-content.tsx';
import { SafeMarkdown } from './safe-markdown.tsx';

afterEach(cleanup);

const report = [
  '## Synthèse',
  '',
  '| Indicateur | Valeur |',
  '|---|---:|',
  '| Tâches terminées | 12 |',
  '',
  'Source interne[^1].',
  '',
  '[^1]: Tableau de bord du 3 mars.',
].join('\n');

describe('SafeMarkdown', () => {
  it('gives a tool panel report a real table, its headings shifted under the panel’s', () => {
    render(<MarkdownContent text={report} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Indicateur', 'Valeur']);
    expect(within(table).getByRole('cell', { name: '12' }).style.textAlign).toBe('right');
    expect(screen.getByRole('heading', { name: 'Synthèse' }).tagName).toBe('H4');
  });

  it('keeps footnote links in the page, in French, with ids that differ between two texts', () => {
    render(
      <>
        <SafeMarkdown text={report} />
        <SafeMarkdown text={report} />
      </>,
    );
    const references = screen.getAllByRole('link', { name: '1' });
    expect(references).toHaveLength(2);
    const [first, second] = references.map((a) => a.getAttribute('href'));
    expect(first).not.toBe(second);
    for (const reference of references) {
      expect(reference.getAttribute('target')).toBeNull();
      const target = document.getElementById(reference.getAttribute('href')!.slice(1));
      expect(target?.textContent).toContain('Tableau de bord du 3 mars.');
    }
    expect(screen.getAllByRole('heading', { name: 'Notes' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Retour à l’appel de note 1' })).toHaveLength(2);
  });
});
