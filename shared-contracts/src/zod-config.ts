import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may. The site's Content-Security-Policy
// has no 'unsafe-eval', and even zod's guarded probe for it is reported as a violation. jitless
// must be set before the first object schema is built (the flag is read at construction), so every
// entry point of this package imports this module first; zod is a shared singleton, so the host's
// setting covers the remotes' own schemas too.
z.config({ jitless: true });
