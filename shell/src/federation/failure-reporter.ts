/** A failed attempt to load a remote, as the federation runtime saw it. */
export interface RemoteLoadFailure {
  /** The request id (`mfe_lobby/CategoryLobby`) or the manifest URL. */
  id: string;
  /** The remote's container name, when the runtime knew it. */
  remote: string;
  error: string;
}

type Reporter = (failure: RemoteLoadFailure) => void;

// The runtime plugin is created by the federation runtime before the host exists; the host
// connects the reporter to its event bus once it is built.
let reporter: Reporter = (failure) => console.warn('[shell] remote failed to load', failure);

/** Sets where remote load failures go (the shell points it at the bus's `remote:failed`). */
export function setRemoteFailureReporter(next: Reporter): void {
  reporter = next;
}

/** Reports a failed remote load. Never throws. */
export function reportRemoteFailure(failure: RemoteLoadFailure): void {
  try {
    reporter(failure);
  } catch (error) {
    console.error('[shell] remote failure reporter threw', error);
  }
}

/** A readable message of any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}
