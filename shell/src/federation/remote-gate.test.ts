import { holdRemotesUntil, remotesReleased } from './remote-gate';

it('holds remote code until the given promise settles, then lets it through at once (a rejection opens it too)', async () => {
  expect(remotesReleased()).toBeNull();
  let open: () => void = () => undefined;
  holdRemotesUntil(
    new Promise<void>((resolve) => {
      open = resolve;
    }),
  );
  const waiting = remotesReleased();
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
  expect(remotesReleased()).toBeNull();

  holdRemotesUntil(Promise.reject(new Error('no banner')));
  await expect(remotesReleased()).resolves.toBeUndefined();
});
