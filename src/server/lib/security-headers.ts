import { secureHeaders } from 'hono/secure-headers';

/** docs/product.md#security: a CSP without inline scripts, HSTS in production, nosniff, Referrer-Policy and COOP. */
export function securityHeaders(options: { production: boolean; mediaOrigins: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position popovers and toasts with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", ...options.mediaOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    originAgentCluster: '?1',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
