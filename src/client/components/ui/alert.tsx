import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-200 bg-red-50 text-red-900',
} as const;

/** Inline message; destructive ones are announced at once (role=alert), others politely. */
export function Alert({
  tone = 'info',
  className,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
