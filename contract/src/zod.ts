import { z } from 'zod';

// The browser app runs under a CSP without 'unsafe-eval'. zod's JIT probes `new Function` when it
// builds an object schema, and the browser reports that as a CSP violation even though zod catches
// it; jitless parsing never probes (docs/decisions/101-contract-workspace.md).
z.config({ jitless: true });

export { z };
