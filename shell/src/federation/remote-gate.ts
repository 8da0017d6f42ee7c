/** What remote code waits for at start-up (`holdRemotesUntil`); null once it has settled. */
let held: Promise<void> | null = null;

/**
 * Holds the loading of remote modules until `until` settles (the page's first banner painted:
 * app/first-paint-gate.ts). Plans, release records and the edge's preloads go on meanwhile; only
 * the remotes' code waits. A rejection opens the gate too. Both loaders (federated and monolith)
 * wait for it, so the two builds stay comparable.
 */
export function holdRemotesUntil(until: Promise<unknown>): void {
  const gate = until.then(
    () => undefined,
    () => undefined,
  );
  held = gate;
  void gate.then(() => {
    if (held === gate) held = null;
  });
}

/** Settles when remote code may run: at once unless a hold is in force. */
export function remotesReleased(): Promise<void> | null {
  return held;
}
