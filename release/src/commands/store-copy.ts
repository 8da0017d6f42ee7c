// `wl-release store copy --from <store> --to <store> [--replace]`.
import { layout, type ReleaseOptions } from '../context';
import { deadlinePassed, hasPassed, remainingMs } from '../deadline';
import { failure, ReleaseError, refused, usage } from '../errors';
import { DeadlinePassedError, openPinStore, type PinStore } from '../store';
import { copyStore, CopyRefused, type CopyResult } from '../store/copy';

/** Copies every value of one pin store into another (`wl-release store copy`). */
export async function copyStores(options: ReleaseOptions, from: string, to: string, replace: boolean): Promise<CopyResult> {
  const brandsDir = layout(options).brandsDir;
  const { deadline } = options;
  const open = (setting: string, flag: string): PinStore => {
    try {
      return openPinStore(setting, { brandsDir, role: 'cli', ...(deadline ? { deadlineAt: deadline.at } : {}) });
    } catch (error) {
      throw usage(`${flag}: ${(error as Error).message}`);
    }
  };
  const source = open(from, '--from');
  const target = open(to, '--to');
  // At the deadline both stores are closed: what still waits fails, nothing is sent after it.
  let expired = false;
  const timer = deadline
    ? setTimeout(() => {
        expired = true;
        void Promise.all([source.close(), target.close()]);
      }, remainingMs(deadline))
    : undefined;
  try {
    if (source.where === target.where) throw usage(`--from and --to are the same store (${source.where})`);
    return await copyStore(source, target, { replace });
  } catch (error) {
    if (error instanceof CopyRefused) throw refused(error.message);
    if (error instanceof ReleaseError) throw error;
    if (deadline && (expired || error instanceof DeadlinePassedError || hasPassed(deadline)))
      throw deadlinePassed(deadline, `store copy ${source.where} → ${target.where}`, (error as Error).message);
    throw failure(`store copy failed: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
    await Promise.all([source.close(), target.close()]);
  }
}
