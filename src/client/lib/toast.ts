// Toasts without loading sonner up front: calls queue until <ToastHost> has lazily mounted it.
type Tone = 'success' | 'error' | 'info';
export interface ToastRequest {
  tone: Tone;
  title: string;
  description?: string;
}

type Listener = (request: ToastRequest) => void;
let listener: Listener | undefined;
const pending: ToastRequest[] = [];
const waiters = new Set<() => void>();

function push(request: ToastRequest) {
  if (listener) listener(request);
  else {
    pending.push(request);
    for (const wake of waiters) wake();
  }
}

export const toast = {
  success: (title: string, description?: string) => push({ tone: 'success', title, description }),
  error: (title: string, description?: string) => push({ tone: 'error', title, description }),
  info: (title: string, description?: string) => push({ tone: 'info', title, description }),
};

/** Called by the host once sonner is loaded: drains the queue and receives the next ones. */
export function attachToastListener(next: Listener) {
  listener = next;
  for (const request of pending.splice(0)) next(request);
  return () => {
    listener = undefined;
  };
}

export function hasPendingToasts() {
  return pending.length > 0;
}

export function onFirstToast(wake: () => void) {
  waiters.add(wake);
  return () => waiters.delete(wake);
}
