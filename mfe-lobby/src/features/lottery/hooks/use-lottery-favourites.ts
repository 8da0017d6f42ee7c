import { useCallback, useEffect } from 'react';
import { checkRealAccount } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { create } from 'zustand';
import {
  lotteryFavouritesKey,
  readLotteryFavourites,
  toggleLotteryFavourite,
  writeLotteryFavourites,
  type LotteryFavourite,
} from '../utils/lottery-favourites';

interface LotteryFavouritesState {
  /** Loaded lists by username. */
  lists: Record<string, LotteryFavourite[]>;
  load: (username: string) => void;
  toggle: (username: string, item: LotteryFavourite) => void;
}

/** The lottery favourites of the users seen in this page (localStorage is the truth; this mirrors it). */
export const useLotteryFavouritesStore = create<LotteryFavouritesState>()((set, get) => ({
  lists: {},
  load: (username) => set((state) => ({ lists: { ...state.lists, [username]: readLotteryFavourites(username) } })),
  toggle: (username, item) => {
    const next = toggleLotteryFavourite(get().lists[username] ?? readLotteryFavourites(username), item);
    writeLotteryFavourites(username, next);
    set((state) => ({ lists: { ...state.lists, [username]: next } }));
  },
}));

const NO_FAVOURITES: LotteryFavourite[] = [];

/**
 * The signed-in member's lottery favourites, kept per username in localStorage (spec §3), and a
 * toggle. Guests are asked to log in; trial accounts get `auth:real-account-required` (spec §5:
 * trial accounts are blocked from lottery favourites) and nothing is stored.
 */
export function useLotteryFavourites() {
  const host = useHost();
  const session = useSession();
  const username = checkRealAccount(session) === 'ok' ? (session.member?.account ?? null) : null;
  const list = useLotteryFavouritesStore((state) => (username ? state.lists[username] : undefined)) ?? NO_FAVOURITES;
  const load = useLotteryFavouritesStore((state) => state.load);
  const storeToggle = useLotteryFavouritesStore((state) => state.toggle);

  useEffect(() => {
    if (!username) return;
    load(username);
    // Another tab changed the list: read it again.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === lotteryFavouritesKey(username)) load(username);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username, load]);

  const toggle = useCallback(
    (item: LotteryFavourite) => {
      const snapshot = host.session.getSnapshot();
      const check = checkRealAccount(snapshot);
      if (check === 'login-required') {
        host.bus.emit('auth:login-requested', { modal: 'login', reason: 'favourites' });
        return;
      }
      if (check === 'real-account-required' || !snapshot.member?.account) {
        host.bus.emit('auth:real-account-required', { feature: 'lottery-favourites' });
        return;
      }
      storeToggle(snapshot.member.account, item);
    },
    [host, storeToggle],
  );

  const isFavourite = useCallback((gameCode: string) => list.some((entry) => entry.gameCode === gameCode), [list]);
  return { list, canSave: username !== null, isFavourite, toggle };
}
