// The look shared by the chat's Radix dialogs (the team overlay and the delete confirmation).
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]';

export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white shadow-xl focus:outline-none';
