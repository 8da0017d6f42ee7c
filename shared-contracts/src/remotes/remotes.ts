import type { GameCategoryCode } from '../domain/game';
import type { AccountModalKind } from '../events/event-map';

/** Package names of the remotes, as in the registry (`registry/<package>/<version>/`). */
export const REMOTE_PACKAGES = ['mfe-lobby', 'mfe-account', 'mfe-member-centre', 'mfe-agent-centre', 'mfe-promotions'] as const;

/** A remote's package name. */
export type RemotePackage = (typeof REMOTE_PACKAGES)[number];

/** Federation container name of each remote (a JS identifier). */
export const REMOTE_CONTAINERS: Readonly<Record<RemotePackage, string>> = {
  'mfe-lobby': 'mfe_lobby',
  'mfe-account': 'mfe_account',
  'mfe-member-centre': 'mfe_member_centre',
  'mfe-agent-centre': 'mfe_agent_centre',
  'mfe-promotions': 'mfe_promotions',
};

/**
 * What each remote exposes (key → meaning). The shell loads `${container}/${key}`; a remote's
 * `module-federation` config lists the same keys. Adding a key is additive; removing one is breaking.
 */
export const REMOTE_EXPOSES = {
  'mfe-lobby': {
    /** A category lobby page (`/rng`, `/live`, ...). Props: {@link CategoryLobbyProps}. */
    CategoryLobby: './CategoryLobby',
    /** The `/game` page: the embedded game frame for a launch address. */
    GameFrame: './GameFrame',
    /** Home-page game content: hot games, winner board, and recent games for members. */
    HomeGames: './HomeGames',
    /** The `/lottery` page: lobby view or betting view (spec §2). */
    LotteryPage: './LotteryPage',
    /** The `/vnlottery` page: Vietnam lottery menus, numbers and opened numbers. */
    VnLotteryPage: './VnLotteryPage',
  },
  'mfe-account': {
    /** The account modals, mounted once; opens on `auth:login-requested`. */
    AccountModals: './AccountModals',
    /** The `/register` (and `/register.html`) page. */
    RegisterPage: './RegisterPage',
  },
  'mfe-member-centre': {
    /** The member-centre overlay, mounted once; opens on `centre:open` with centre 'member'. */
    MemberCentre: './MemberCentre',
  },
  'mfe-agent-centre': {
    /** The agent-centre overlay, mounted once; opens on `centre:open` with centre 'agent'. */
    AgentCentre: './AgentCentre',
  },
  'mfe-promotions': {
    /** The `/promotions` page. */
    PromotionsPage: './PromotionsPage',
    /** A read-only slider of promotions of one category (new_player on registration). */
    PromotionSlider: './PromotionSlider',
  },
} as const satisfies Record<RemotePackage, Record<string, `./${string}`>>;

/** The registry URL of a remote version's manifest. */
export function remoteManifestUrl(remote: RemotePackage, version: string, registryBase = '/registry'): string {
  return `${registryBase}/${remote}/${version}/mf-manifest.json`;
}

/** Props of the lobby's `CategoryLobby` expose. */
export interface CategoryLobbyProps {
  /** The category of the current route. */
  category: GameCategoryCode;
}

/**
 * Props of the account remote's `AccountModals` expose. The shell mounts it when
 * `auth:login-requested` fires and unmounts it on `onClose`; the remote may switch between its
 * modals (login ↔ register ↔ forgot password) by itself.
 */
export interface AccountModalsProps {
  /** The modal asked for. */
  modal: AccountModalKind;
  /** Why the login was asked for (shown as a hint), if given. */
  reason?: string | undefined;
  /** Close every account modal. */
  onClose: () => void;
}

/**
 * Props of the `MemberCentre` and `AgentCentre` exposes. The shell owns whether a centre is open
 * (it listens to `centre:open` and checks the access rules); the remote renders the overlay.
 */
export interface CentreProps {
  /** The page to show (spec §2 page ids); the centre's default when absent. */
  page?: string | undefined;
  /** Close the overlay. */
  onClose: () => void;
}

/** Props of the promotions remote's `PromotionSlider` expose. */
export interface PromotionSliderProps {
  /** Promotion category to show (spec: new_player on the registration page). */
  category: string;
}
