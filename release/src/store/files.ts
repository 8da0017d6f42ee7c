// The files driver: `brands/<brand>.json`, `brands/<brand>.releases.json`,
// `brands/history/<brand>.jsonl` and `brands/index.json` on one disk, each change made under the
// brand's lock file (lock.ts). The embedded default: nothing to install.
import { createHash } from 'node:crypto';
import { watch, promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs-util';
import { brandLockPath, withLock } from '../lock';
import {
  DeadlinePassedError,
  type BrandRecord,
  type PinStore,
  type StoreChange,
  type StoreContents,
  type UpdateDecision,
  type UpdateOptions,
} from './types';

const BRAND_ID = /^[a-z0-9-]+$/;

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export class FilesPinStore implements PinStore {
  readonly kind = 'files' as const;
  readonly where: string;

  /** `deadlineAt`: the CLI's deadline (ms since the epoch): the lock is waited for until then, nothing written after. */
  constructor(
    readonly brandsDir: string,
    private readonly deadlineAt?: number,
  ) {
    this.where = brandsDir;
  }

  brandFile(brand: string): string {
    return path.join(this.brandsDir, `${brand}.json`);
  }

  releasesFile(brand: string): string {
    return path.join(this.brandsDir, `${brand}.releases.json`);
  }

  historyFile(brand: string): string {
    return path.join(this.brandsDir, 'history', `${brand}.jsonl`);
  }

  locate(brand: string): string {
    return this.brandFile(brand);
  }

  readIndex(): Promise<string | null> {
    return readText(path.join(this.brandsDir, 'index.json'));
  }

  async listBrands(): Promise<string[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.brandsDir);
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith('.json') && n !== 'index.json' && !n.startsWith('.') && !n.endsWith('.releases.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .filter((id) => BRAND_ID.test(id))
      .sort();
  }

  async readBrand(brand: string): Promise<BrandRecord> {
    const [text, releases, historyText] = await Promise.all([
      readText(this.brandFile(brand)),
      readText(this.releasesFile(brand)),
      readText(this.historyFile(brand)),
    ]);
    const history = (historyText ?? '').split('\n').filter((line) => line.trim() !== '');
    // Every change appends to the history, so its length never repeats: no A-B-A.
    const revision = `${history.length}:${createHash('sha256')
      .update(text ?? '')
      .update('\0')
      .update(releases ?? '')
      .digest('hex')
      .slice(0, 16)}`;
    return { brand: text, releases, history, revision };
  }

  async readPins(brand: string) {
    const [text, releases] = await Promise.all([readText(this.brandFile(brand)), readText(this.releasesFile(brand))]);
    return { brand: text, releases, revision: null };
  }

  async readAll(): Promise<StoreContents> {
    const brands = new Map<string, BrandRecord>();
    for (const id of await this.listBrands()) brands.set(id, await this.readBrand(id));
    return { index: await this.readIndex(), brands };
  }

  async update<T>(brand: string, decide: (current: BrandRecord) => Promise<UpdateDecision<T>>, options: UpdateOptions = {}): Promise<T> {
    return withLock(
      brandLockPath(this.brandsDir, brand),
      async () => {
        const { write, result } = await decide(await this.readBrand(brand));
        if (write) {
          if (this.deadlineAt !== undefined && Date.now() >= this.deadlineAt)
            throw new DeadlinePassedError(`${this.locate(brand)}: the deadline passed before the write`);
          await writeFileAtomic(this.brandFile(brand), write.brand);
          if (write.releases !== undefined) await writeFileAtomic(this.releasesFile(brand), write.releases);
          if (write.history !== undefined) {
            await fs.mkdir(path.dirname(this.historyFile(brand)), { recursive: true });
            // One write of one line, under the lock.
            await fs.appendFile(this.historyFile(brand), `${write.history}\n`, 'utf8');
          }
        }
        return result;
      },
      this.lockTimeout(options.timeoutMs),
    );
  }

  /** The lock's wait: as asked, and never past the deadline. */
  private lockTimeout(timeoutMs: number | undefined): { timeoutMs?: number } {
    if (this.deadlineAt === undefined) return timeoutMs === undefined ? {} : { timeoutMs };
    return { timeoutMs: Math.max(1, Math.min(timeoutMs ?? 15_000, this.deadlineAt - Date.now())) };
  }

  async replaceBrand(brand: string, record: Omit<BrandRecord, 'revision'>): Promise<void> {
    await withLock(brandLockPath(this.brandsDir, brand), async () => {
      if (record.brand === null) await fs.rm(this.brandFile(brand), { force: true });
      else await writeFileAtomic(this.brandFile(brand), record.brand);
      if (record.releases === null) await fs.rm(this.releasesFile(brand), { force: true });
      else await writeFileAtomic(this.releasesFile(brand), record.releases);
      if (record.history.length === 0) await fs.rm(this.historyFile(brand), { force: true });
      else await writeFileAtomic(this.historyFile(brand), record.history.map((line) => `${line}\n`).join(''));
    });
  }

  async writeIndex(text: string): Promise<void> {
    await writeFileAtomic(path.join(this.brandsDir, 'index.json'), text);
  }

  async announceAll(): Promise<void> {
    // Readers of the files read them on every use: nothing to announce.
  }

  async subscribe(listener: (change: StoreChange) => void, onState?: (state: { up: boolean; reason?: string }) => void) {
    let timer: NodeJS.Timeout | null = null;
    const watcher = watch(this.brandsDir, { persistent: false }, () => {
      // Renames arrive in bursts (temp file + rename): one announcement per burst.
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        listener({ kind: 'all' });
      }, 20);
    });
    watcher.on('error', (error) => onState?.({ up: false, reason: error.message }));
    onState?.({ up: true });
    return async () => {
      if (timer) clearTimeout(timer);
      watcher.close();
    };
  }

  explain(error: Error): string {
    return error.message;
  }

  async close(): Promise<void> {
    // Nothing held open.
  }
}
