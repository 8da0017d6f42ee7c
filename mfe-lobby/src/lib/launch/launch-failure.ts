import { ERROR_CODES, isApiError } from 'shared-contracts';

/**
 * Platform error codes of a refused launch with a message of ours (`lobby` keys), so the player
 * reads it in their language: the game is under maintenance, the previous game is not finished,
 * the session ended, the balance is short, the game is gone or switched off.
 */
export const LAUNCH_FAILURE_KEYS: Readonly<Record<string, string>> = {
  [ERROR_CODES.gameMaintenance]: 'launch.failure.maintenance',
  [ERROR_CODES.previousGameUnfinished]: 'launch.failure.unfinished',
  [ERROR_CODES.notLoggedIn]: 'launch.failure.session',
  [ERROR_CODES.insufficientFunds]: 'launch.failure.funds',
  [ERROR_CODES.notFound]: 'launch.failure.notFound',
  [ERROR_CODES.functionNotAvailable]: 'launch.failure.unavailable',
};

/** The `lobby` key of the message for a refused launch, or null when the server's own message (or the common one) should show. */
export function launchFailureKey(error: unknown): string | null {
  if (!isApiError(error) || !error.errorCode) return null;
  return LAUNCH_FAILURE_KEYS[error.errorCode] ?? null;
}
