import * as z from 'zod/mini';

// Zod probes for eval to compile faster parsers; the browser's CSP forbids eval and reports every probe.
z.config({ jitless: true });
