import type { GameCategoryCode } from '../domain/game';
import remoteList from './remote-list.json';

/**
 * The remotes: package name → federation container and dev-server port, written once in
 * `remote-list.json` beside this file. The Node tooling reads the same file (tooling/remotes.cjs: the
 * build, the dev servers, lint, jest); `npm run new:remote` adds a line to it.
 */
type RemoteList = typeof remoteList;

/** A remote's package name. */
export type RemotePackage = keyof RemoteList & string;

/** Package names of the remotes, as in the registry (`registry/<package>/<version>/`). */
export const REMOTE_PACKAGES = Object.keys(remoteList) as readonly string[] as readonly [RemotePackage, ...RemotePackage[]];

/** Federation container name of each remote (a JS identifier). */
export const REMOTE_CONTAINERS: Readonly<Record<RemotePackage, string>> = /*#__PURE__*/ Object.fromEntries(
  REMOTE_PACKAGES.map((remote) => [remote, remoteList[remote].container]),
) as Record<RemotePackage, string>;

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
    /** The `/promotions` page (and `/promoDetail`): the list by category, or one promotion. */
    PromotionsPage: './PromotionsPage',
    /** A read-only slider of promotions of one category (new_player on registration). */
    PromotionSlider: './PromotionSlider',
    /** The `/pointMall` page: points balance, items, redeem and convert, redemption records. */
    PointMallPage: './PointMallPage',
    /** The `/vip` page: the member's level, the ladder and the progress to the next level. */
    VipPage: './VipPage',
    /** The `/referral` page: the referral programme (shown when the REFERRAL promotion is enabled). */
    ReferralPage: './ReferralPage',
  },
} as const satisfies Record<RemotePackage, Record<string, `./${string}`>>;

/** An exposed key of a remote. */
export type RemoteExposeKey<R extends RemotePackage> = keyof (typeof REMOTE_EXPOSES)[R] & string;

/** The registry URL of a remote version's manifest. */
export function remoteManifestUrl(remote: RemotePackage, version: string, registryBase = '/registry'): string {
  return `${registryBase}/${remote}/${version}/mf-manifest.json`;
}

/** Props of the lobby's `CategoryLobby` expose. */
export interface CategoryLobbyProps {
  /** The category of the current route. */
  category: GameCategoryCode;
}

/** Which account modal is asked for (the account remote's modals; `auth:login-requested` names one). */
export type AccountModalKind = 'login' | 'register' | 'forgot-password' | 'change-password';

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

/** Props of the promotions remote's `PromotionsPage` expose (the shell passes the route's promotion, if any). */
export interface PromotionsPageProps {
  /** The promotion to open (`/promotions?id=N`, `/promoDetail?id=N`); the list when absent. */
  promotionId?: number | undefined;
}

/** An expose that takes no props. */
export type NoProps = Record<string, never>;

/**
 * The props each remote's expose takes: remote → exposed key → props type. The shell's
 * `RemoteSlot` and `<HostRemote>` (shared-contracts/react) are typed by it, and each expose file
 * declares its props with the same type. The compiler refuses a key REMOTE_EXPOSES does not list
 * (and this map must list every key REMOTE_EXPOSES lists).
 */
export interface RemoteExposeProps {
  'mfe-lobby': {
    CategoryLobby: CategoryLobbyProps;
    GameFrame: NoProps;
    HomeGames: NoProps;
    LotteryPage: NoProps;
    VnLotteryPage: NoProps;
  };
  'mfe-account': {
    AccountModals: AccountModalsProps;
    RegisterPage: NoProps;
  };
  'mfe-member-centre': {
    MemberCentre: CentreProps;
  };
  'mfe-agent-centre': {
    AgentCentre: CentreProps;
  };
  'mfe-promotions': {
    PromotionsPage: PromotionsPageProps;
    PromotionSlider: PromotionSliderProps;
    PointMallPage: NoProps;
    VipPage: NoProps;
    ReferralPage: NoProps;
  };
}

/** The props of one expose. */
export type RemoteExposePropsOf<R extends RemotePackage, E extends RemoteExposeKey<R>> = E extends keyof RemoteExposeProps[R]
  ? RemoteExposeProps[R][E]
  : never;

// Compile-time check that RemoteExposeProps and REMOTE_EXPOSES list the same keys, both ways.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type EveryRemoteMatches = { [R in RemotePackage]: SameKeys<RemoteExposeProps[R], (typeof REMOTE_EXPOSES)[R]> }[RemotePackage];
const exposePropsMatchExposes: EveryRemoteMatches = true;
void exposePropsMatchExposes;

/**
 * What a remote asks its host to render (`HostApi.renderRemote`): another remote's expose, with
 * its props. A remote never imports another remote; the host loads it like any slot.
 */
export interface RemoteRenderRequest<R extends RemotePackage = RemotePackage, E extends RemoteExposeKey<R> = RemoteExposeKey<R>> {
  remote: R;
  expose: E;
  props: RemoteExposePropsOf<R, E>;
  /**
   * When the other remote fails to load or render, show nothing (the page stays usable without it,
   * e.g. the new-player slider on registration) instead of the host's fallback with Retry.
   */
  hideOnFailure?: boolean | undefined;
}
