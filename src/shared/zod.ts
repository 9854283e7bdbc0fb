import { z } from 'zod';

// In the browser zod's compiled fast path first probes `new Function`, which our CSP
// (script-src 'self') refuses and Chrome reports as a security issue: the interpreter is fast
// enough for forms. The server keeps the compiled path.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
