import { holdRemotesUntil, remotesReleased } from './remote-gate';

it('holds the given remotes until the promise settles, then lets them through at once; others never wait', async () => {
  expect(remotesReleased('mfe-lobby')).toBeNull();
  let open: () => void = () => undefined;
  holdRemotesUntil(
    new Promise<void>((resolve) => {
      open = resolve;
    }),
    ['mfe-lobby'],
  );
  // The login dialog (account) a visitor opens at once does not wait for the banner.
  expect(remotesReleased('mfe-account')).toBeNull();
  const waiting = remotesReleased('mfe-lobby');
  expect(waiting).not.toBeNull();
  let through = false;
  void waiting!.then(() => {
    through = true;
  });
  await Promise.resolve();
  expect(through).toBe(false);
  open();
  await waiting;
  expect(through).toBe(true);
  await Promise.resolve();
  expect(remotesReleased('mfe-lobby')).toBeNull();
});

it('opens on a rejection too', async () => {
  holdRemotesUntil(Promise.reject(new Error('no banner')), ['mfe-account']);
  await expect(remotesReleased('mfe-account')).resolves.toBeUndefined();
});
