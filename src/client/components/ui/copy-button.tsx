import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';

// How long the check mark replaces the copy icon after a copy.
const copiedFeedbackMs = 2_000;

/** An icon button that copies a text (a reply's Markdown, a report…) and says so with a toast. */
export function CopyButton({
  text,
  label = 'Copier la réponse',
  className,
}: {
  text: string;
  /** The button's accessible name, also shown as its tooltip. */
  label?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error('Copie impossible', 'Sélectionnez le texte et copiez-le manuellement.');
      return;
    }
    toast.success('Texte copié', 'Le texte est dans le presse-papiers.');
    setCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopied(false), copiedFeedbackMs);
  };

  const Icon = copied ? Check : Copy;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={() => void copy()}
      className={cn('size-8 text-slate-500', copied && 'text-emerald-700 hover:text-emerald-700', className)}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
