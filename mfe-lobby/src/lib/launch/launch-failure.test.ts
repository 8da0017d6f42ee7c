import { ApiError, ERROR_CODES } from 'shared-contracts';
import { launchFailureKey } from './launch-failure';

const platformError = (errorCode: string) =>
  new ApiError({ kind: 'platform', endpointId: 'games.launch', errorCode, serverMessage: 'server says no' });

describe('launchFailureKey', () => {
  it('names the known refusals with a message of ours', () => {
    expect(launchFailureKey(platformError(ERROR_CODES.gameMaintenance))).toBe('launch.failure.maintenance');
    expect(launchFailureKey(platformError(ERROR_CODES.previousGameUnfinished))).toBe('launch.failure.unfinished');
    expect(launchFailureKey(platformError(ERROR_CODES.notLoggedIn))).toBe('launch.failure.session');
    expect(launchFailureKey(platformError(ERROR_CODES.insufficientFunds))).toBe('launch.failure.funds');
    expect(launchFailureKey(platformError(ERROR_CODES.notFound))).toBe('launch.failure.notFound');
  });

  it('leaves other failures to the server message or the common message', () => {
    expect(launchFailureKey(platformError('fault.injected'))).toBeNull();
    expect(launchFailureKey(new ApiError({ kind: 'network', endpointId: 'games.launch' }))).toBeNull();
    expect(launchFailureKey(new Error('boom'))).toBeNull();
  });
});
