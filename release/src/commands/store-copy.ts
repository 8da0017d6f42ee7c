// `wl-release store copy --from <store> --to <store> [--replace]`.
import { layout, type ReleaseOptions } from '../context';
import { failure, ReleaseError, refused, usage } from '../errors';
import { openPinStore, type PinStore } from '../store';
import { copyStore, CopyRefused, type CopyResult } from '../store/copy';

/** Copies every value of one pin store into another (`wl-release store copy`). */
export async function copyStores(options: ReleaseOptions, from: string, to: string, replace: boolean): Promise<CopyResult> {
  const brandsDir = layout(options).brandsDir;
  const open = (setting: string, flag: string): PinStore => {
    try {
      return openPinStore(setting, { brandsDir, role: 'cli' });
    } catch (error) {
      throw usage(`${flag}: ${(error as Error).message}`);
    }
  };
  const source = open(from, '--from');
  const target = open(to, '--to');
  try {
    if (source.where === target.where) throw usage(`--from and --to are the same store (${source.where})`);
    return await copyStore(source, target, { replace });
  } catch (error) {
    if (error instanceof CopyRefused) throw refused(error.message);
    if (error instanceof ReleaseError) throw error;
    throw failure(`store copy failed: ${(error as Error).message}`);
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
