import { z } from 'zod/mini';

/** A saved lottery favourite (enough to open its betting view and to list it). */
export const lotteryFavouriteSchema = z.object({
  gameCode: z.string().check(z.minLength(1), z.maxLength(64)),
  gameName: z.string().check(z.maxLength(200)),
  defaultPlayType: z.optional(z.string().check(z.maxLength(32))),
});

/** A lottery favourite. */
export type LotteryFavourite = z.infer<typeof lotteryFavouriteSchema>;

/** At most this many lottery favourites are kept per user. */
export const MAX_LOTTERY_FAVOURITES = 100;

/** localStorage key of a user's lottery favourites (spec §3: "a lottery favourites key per username"). */
export function lotteryFavouritesKey(username: string): string {
  return `lotteryFavourites_${username}`;
}

/** A user's lottery favourites from storage; anything unreadable counts as none (never throws). */
export function readLotteryFavourites(username: string, storage: Pick<Storage, 'getItem'> = localStorage): LotteryFavourite[] {
  try {
    const raw = storage.getItem(lotteryFavouritesKey(username));
    if (!raw) return [];
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    // Keep the readable entries of a partly damaged list.
    return parsed.data.flatMap((entry) => {
      const item = lotteryFavouriteSchema.safeParse(entry);
      return item.success ? [item.data] : [];
    });
  } catch {
    return [];
  }
}

/** Writes a user's lottery favourites; false when storage refused (private mode, quota). */
export function writeLotteryFavourites(
  username: string,
  list: readonly LotteryFavourite[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): boolean {
  try {
    storage.setItem(lotteryFavouritesKey(username), JSON.stringify(list.slice(0, MAX_LOTTERY_FAVOURITES)));
    return true;
  } catch {
    return false;
  }
}

/** The list with `item` added at the front, or removed when it was there (by game code). */
export function toggleLotteryFavourite(list: readonly LotteryFavourite[], item: LotteryFavourite): LotteryFavourite[] {
  if (list.some((entry) => entry.gameCode === item.gameCode)) return list.filter((entry) => entry.gameCode !== item.gameCode);
  const entry: LotteryFavourite = {
    gameCode: item.gameCode,
    gameName: item.gameName,
    ...(item.defaultPlayType ? { defaultPlayType: item.defaultPlayType } : {}),
  };
  return [entry, ...list].slice(0, MAX_LOTTERY_FAVOURITES);
}
