// The native <select> has no design-system primitive yet: it borrows the Input's look.
export const selectClass =
  'flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60';

export const hintClass = 'text-xs text-slate-500';
