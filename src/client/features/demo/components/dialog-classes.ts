export const dialogOverlayClass = 'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]';

export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none';
