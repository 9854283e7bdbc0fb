import type { ComponentProps } from 'react';
import { Textarea } from './input.tsx';

/**
 * Said under a field whose text is longer than its limit: a long paste is kept whole and named,
 * never cut silently (the server refuses it the same way if it is sent anyway).
 */
export function LengthWarning({ length, max, id }: { length: number; max: number; id?: string }) {
  if (length <= max) return null;
  return (
    <p id={id} role="alert" className="text-xs text-red-700">
      Ce texte fait {length.toLocaleString('fr-FR')} caractères&nbsp;: la limite est de{' '}
      {max.toLocaleString('fr-FR')}. Raccourcissez-le pour l’envoyer.
    </p>
  );
}

/** A textarea with its limit: over it, the field is marked invalid and the warning says by how much. */
export function LimitedTextarea({
  max,
  id,
  value,
  ...props
}: ComponentProps<typeof Textarea> & { max: number; id: string; value: string }) {
  const tooLong = value.length > max;
  return (
    <>
      <Textarea
        id={id}
        value={value}
        aria-invalid={tooLong}
        aria-describedby={tooLong ? `${id}-limit` : undefined}
        {...props}
      />
      <LengthWarning length={value.length} max={max} id={`${id}-limit`} />
    </>
  );
}
