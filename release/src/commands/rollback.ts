// `wl-release rollback <brand> <remote> [--steps N]`.
import { pinStack } from '../brands';
import type { ReleaseOptions } from '../context';
import { refused, usage } from '../errors';
import { changeBrand, keepCanary, type ChangeNote, type ChangeResult } from './steps/change-brand';
import { checkVersion } from './steps/check-version';
import { assertRemote } from './steps/remote';

/** Moves `brand`'s `remote` back `steps` pins through its history (default 1). */
export async function rollback(
  options: ReleaseOptions,
  brand: string,
  remoteName: string,
  steps = 1,
  note: ChangeNote = {},
): Promise<ChangeResult> {
  const remote = assertRemote(remoteName);
  if (!Number.isInteger(steps) || steps < 1) throw usage(`--steps must be a whole number ≥ 1, got ${steps}`);
  return changeBrand(
    options,
    brand,
    remote,
    'rollback',
    async (_brand, current, history) => {
      const stack = pinStack(history, remote);
      const available = Math.max(0, stack.length - 1);
      if (steps > available) {
        const asked = `--steps ${steps} goes past the start of its history`;
        throw refused(
          available === 0
            ? `${brand} has no earlier pin of ${remote} to roll back to: its pin history holds no earlier pin (${stack.length === 0 ? 'no history' : stack.join(' → ')}); ${asked}`
            : `${brand} can roll ${remote} back at most ${available} step${available === 1 ? '' : 's'}: its pin history holds ${available} earlier pin${available === 1 ? '' : 's'} (${stack.join(' → ')}); ${asked}`,
        );
      }
      const target = stack[stack.length - 1 - steps] as string;
      const { warnings } = await checkVersion(options, remote, target);
      return { to: keepCanary(current, target), steps, warnings };
    },
    note,
  );
}
