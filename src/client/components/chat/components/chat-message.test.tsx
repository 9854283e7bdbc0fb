// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeById } from '../../../../shared/employees.ts';
import { toast } from '../../../lib/toast.ts';
import type { ThreadMessage } from '../thread-messages.ts';
import { AssistantBubble } from './chat-message.tsx';

const clide = employeeById('clide');
const tableReply = [
  'Voici les critères que j’applique\u00a0:',
  '',
  '| Situation | Niveau |',
  '|---|:---:|',
  '| Question simple | Niveau 1 |',
  '| Client stratégique | ~~Niveau 2~~ Responsable |',
  '',
  '- [x] Lire le ticket',
  '- [ ] Répondre au client',
  '',
  'Détails sur www.septime.fr',
].join('\n');

function reply(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: 'm1',
    role: 'assistant',
    content: tableReply,
    engine: 'local',
    status: 'complete',
    ...overrides,
  };
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AssistantBubble', () => {
  it('renders a GFM table with column headers, struck text, a task list and an autolink', async () => {
    render(<AssistantBubble employee={clide} message={reply()} />);
    // The Markdown renderer is a lazy chunk: on a loaded CI machine it can take more than findBy's 1 s.
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Situation', 'Niveau']);
    for (const th of headers) expect(th.getAttribute('scope')).toBe('col');
    expect(headers[1]?.style.textAlign).toBe('center');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Question simple' })).toBeTruthy();
    expect(table.closest('section')?.getAttribute('aria-label')).toBe('Tableau');
    expect(table.querySelector('del')?.textContent).toBe('Niveau 2');
    expect(screen.queryByText(/\|---/)).toBeNull();

    // A task list is read, not ticked: no dead checkbox, the state in words.
    expect(document.querySelector('input')).toBeNull();
    expect(screen.getByText(/^Fait\s:/).closest('li')?.textContent).toBe('Fait\u00a0: Lire le ticket');
    const link = screen.getByRole('link', { name: 'www.septime.fr' });
    expect(link.getAttribute('href')).toBe('http://www.septime.fr');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies the reply’s Markdown, toasts « Texte copié » and shows a check for a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = stubClipboard(async () => {});
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    render(<AssistantBubble employee={clide} message={reply()} />);
    const button = screen.getByRole('button', { name: 'Copier la réponse' });
    const iconBefore = button.innerHTML;

    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(tableReply);
    expect(success).toHaveBeenCalledWith('Texte copié', expect.any(String));
    expect(button.innerHTML).not.toBe(iconBefore);
    await act(async () => vi.advanceTimersByTime(2_100));
    expect(button.innerHTML).toBe(iconBefore);
  });

  it('says so when the clipboard refuses, without claiming a copy', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    render(<AssistantBubble employee={clide} message={reply()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier la réponse' })));
    expect(error).toHaveBeenCalledWith('Copie impossible', expect.any(String));
    expect(success).not.toHaveBeenCalled();
  });

  it('offers no copy while the reply is arriving, for the welcome, or for a failure', () => {
    const { rerender } = render(
      <AssistantBubble employee={clide} message={reply({ status: 'pending', content: 'Voici' })} />,
    );
    expect(screen.queryByRole('button', { name: 'Copier la réponse' })).toBeNull();
    rerender(<AssistantBubble employee={clide} welcome message={reply()} />);
    expect(screen.queryByRole('button', { name: 'Copier la réponse' })).toBeNull();
    rerender(<AssistantBubble employee={clide} message={reply({ status: 'error' })} />);
    expect(screen.queryByRole('button', { name: 'Copier la réponse' })).toBeNull();
    rerender(<AssistantBubble employee={clide} message={reply({ status: 'interrupted' })} />);
    expect(screen.getByRole('button', { name: 'Copier la réponse' })).toBeTruthy();
  });
});
