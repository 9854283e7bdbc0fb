export const hintClass = 'text-xs text-slate-500';
