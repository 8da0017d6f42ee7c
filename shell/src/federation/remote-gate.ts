import type { RemotePackage } from 'shared-contracts';

/** What the held remotes' code waits for at start-up (`holdRemotesUntil`); null once it has settled. */
let held: { gate: Promise<void>; remotes: ReadonlySet<RemotePackage> } | null = null;

/**
 * Holds the loading of `remotes`' modules until `until` settles (the page's first banner painted:
 * app/first-paint-gate.ts). These are the first screen's remotes; any other (the login dialog a
 * visitor opens at once, a centre) loads without waiting. Plans, release records and the edge's
 * preloads go on meanwhile; only the remotes' code waits. A rejection opens the gate too. Both
 * loaders (federated and monolith) wait for it, so the two builds stay comparable.
 */
export function holdRemotesUntil(until: Promise<unknown>, remotes: readonly RemotePackage[]): void {
  const gate = until.then(
    () => undefined,
    () => undefined,
  );
  const hold = { gate, remotes: new Set(remotes) };
  held = hold;
  void gate.then(() => {
    if (held === hold) held = null;
  });
}

/** What a load of `remote` waits for: null when it may run at once. */
export function remotesReleased(remote: RemotePackage): Promise<void> | null {
  return held?.remotes.has(remote) ? held.gate : null;
}
