// SPEC.md §5's comfort throttle: the last attempt's time in local storage, cleared on success.
// The server's rate limits are what actually protect the accounts.
export const signInThrottle = { key: 'septime:last-sign-in-attempt', delayMs: 5_000 };
export const signUpThrottle = { key: 'septime:last-sign-up-attempt', delayMs: 10_000 };

type Throttle = typeof signInThrottle;

/** True when the attempt may go ahead (and records it); false when it comes too soon. */
export function tryAttempt(throttle: Throttle, now = Date.now()): boolean {
  const last = Number(localStorage.getItem(throttle.key) ?? 0);
  if (last && now - last < throttle.delayMs) return false;
  localStorage.setItem(throttle.key, String(now));
  return true;
}

export function clearAttempts(throttle: Throttle) {
  localStorage.removeItem(throttle.key);
}
