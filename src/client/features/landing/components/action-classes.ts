// Class strings for the landing's links and buttons. Not <Button>: cva + tailwind-merge would add
// ~10 KB gzip to a route whose budget is 90 KB.
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&_svg]:size-4 [&_svg]:shrink-0';

export const actionClasses = {
  primary: `${base} bg-indigo-700 text-white shadow-sm hover:bg-indigo-800`,
  secondary: `${base} border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50`,
  /** On the indigo closing band. */
  inverted: `${base} bg-white text-indigo-800 shadow-sm hover:bg-indigo-50 focus-visible:outline-white`,
  large: 'h-12 px-6 text-base',
  medium: 'h-11 px-5 text-sm',
} as const;
