import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';

// SPEC.md §6/§9, stricter: no inline script, no eval; the browser only ever talks to our own origin.
export function securityHeaders(config: Pick<Config, 'appUrl'>): MiddlewareHandler {
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
    // Only when served over https: over plain http a browser ignores it and local runs must not get it.
    strictTransportSecurity: config.appUrl.startsWith('https://')
      ? 'max-age=31536000; includeSubDomains'
      : false,
  });
}
