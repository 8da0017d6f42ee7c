/**
 * The monolith build's map of every remote's exposes (tooling/webpack/create-monolith-config.cjs
 * generates it from the remotes' module-federation.config.mjs): remote package → expose key
 * (`CategoryLobby`) → a function importing that expose's module from its own lazy chunk. Only the
 * monolith loader (shell/src/federation/monolith-remote-loader.ts) imports it.
 */
declare module 'virtual:wl-monolith-exposes' {
  export const MONOLITH_EXPOSES: Readonly<Record<string, Readonly<Record<string, () => Promise<unknown>>>>>;
}
