// zod/mini as every app shares it (ZOD_MINI_SURFACE in create-config.cjs): the `z` namespace with
// only the functions the apps' code calls. A shared module is bundled with every export it has,
// because one build cannot know what another build will use, and all of zod/mini (with its 40-odd
// locales) is about 80 KiB gzip; each app's own tree-shaken copy was about 10 KiB gzip on every
// remote's first screen, beside the host's copy of the same functions (issue 19, ADR 0008). The
// host provides this namespace (shell/src/federation/shared-provides.ts) and a remote falls back to
// its own copy of it. The members are listed in zod-mini-surface-members.mjs.
export * as z from './zod-mini-surface-members.mjs';
