import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// SPEC.md §6/§9, stricter: no inline script, no eval; the browser only ever talks to our own origin.
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix primitives set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      geolocation: [],
      camera: [],
      payment: [],
      usb: [],
      microphone: ['self'],
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
