import { z } from 'zod/mini';

// The contracts are written with zod/mini (functions instead of methods) so that each app's build keeps
// only the parts of zod it uses: zod is not a shared module (a shared module is bundled whole, about
// 51 KiB gzip on every first paint with the classic API). zod/mini never compiles parsers with
// `new Function`; jitless also keeps any zod code from probing for eval, which the site's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation. zod keeps its configuration on
// globalThis, so the host's setting covers every app's copy. Every entry point of this package
// imports this module first.
z.config({ jitless: true });
