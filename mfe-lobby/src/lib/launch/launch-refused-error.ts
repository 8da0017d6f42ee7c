/** A launch the lobby refused itself (the message is a `lobby` translation key). */
export class LaunchRefusedError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'LaunchRefusedError';
  }
}
