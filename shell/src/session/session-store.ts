import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  ERROR_CODES,
  endpoints,
  isApiError,
  type ApiClient,
  type MemberInfo,
  type PlatformEventBus,
  type SessionHandle,
  type SessionSnapshot,
} from 'shared-contracts';
import { MERCHANT_KEYS, SESSION_KEYS } from './session-keys';

/** What the session needs from the host. */
export interface SessionDeps {
  /** The API client (a getter: the client itself reads the token from this session). */
  getApi: () => ApiClient;
  bus: PlatformEventBus;
  merchantCode: string;
  storage?: Storage;
  /**
   * Starts as a guest even with a stored token (which `restore()` then reads): a page that hydrates
   * the edge's guest frame renders as a guest first (issue 47).
   */
  startAsGuest?: boolean;
  /** Waits before each automatic member reload after a failure (ms); the last one repeats. */
  memberRetryDelaysMs?: readonly number[];
}

/**
 * Whether the member's data could be loaded. A failed load (anything but a session end) keeps the
 * token: the page stays logged in, says the account could not be loaded and tries again.
 */
export interface MemberLoadState {
  /** The last member-info call failed (the session is kept). */
  readonly isFailed: boolean;
  /** A reload is in flight. */
  readonly isLoading: boolean;
  /** The failure, for the message (an ApiError most of the time). */
  readonly error: unknown;
}

/** The session: a zustand store of the snapshot, and the handle remotes use. */
export interface Session extends SessionHandle {
  readonly store: StoreApi<SessionSnapshot>;
  /** Member loading state (a failed load keeps the session). */
  readonly memberLoad: StoreApi<MemberLoadState>;
  /** The current token (what the API client sends). */
  getToken(): string | null;
  /** Restores a session from sessionStorage at start-up (loads the member when a token exists). */
  restore(): Promise<void>;
  /** Loads the member again now (after a failure; the Retry button). */
  retryMember(): Promise<void>;
  /**
   * Ends the session because the platform said it is over (401 or its not-logged-in code), when
   * `token` is still the current one: emits `auth:session-expired` and `auth:logged-out` once.
   */
  expire(endpointId: string, token?: string | null): void;
}

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', token: null, member: null };
const MEMBER_OK: MemberLoadState = { isFailed: false, isLoading: false, error: null };
const DEFAULT_RETRY_DELAYS_MS = [3_000, 10_000, 30_000, 60_000] as const;

/**
 * Whether an error means the platform ended the session: a 401, or the platform's not-logged-in
 * code. Nothing else (a 500, a time-out, a malformed answer, another envelope error) ends it.
 */
export function isSessionEnded(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (error.kind === 'unauthorized' && error.status === 401) || error.errorCode === ERROR_CODES.notLoggedIn;
}

/**
 * Creates the shell's session (spec §4 "Login state"): the token lives in sessionStorage under the
 * spec's keys; logged in means a token is stored. The member is loaded after every sign-in; only a
 * session end (see {@link isSessionEnded}) discards the token.
 */
export function createSession({
  getApi,
  bus,
  merchantCode,
  storage = sessionStorage,
  startAsGuest = false,
  memberRetryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: SessionDeps): Session {
  const store = createStore<SessionSnapshot>(() => ({ ...ANONYMOUS, token: startAsGuest ? null : storage.getItem(SESSION_KEYS.token) }));
  const memberLoad = createStore<MemberLoadState>(() => MEMBER_OK);
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const cancelRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const writeMerchant = () => {
    storage.setItem(SESSION_KEYS.merchant, merchantCode);
    storage.setItem(SESSION_KEYS.merchantCode, merchantCode);
  };
  writeMerchant();

  const writeMember = (member: MemberInfo) => {
    storage.setItem(SESSION_KEYS.account, member.account);
    storage.setItem(SESSION_KEYS.customerId, String(member.customerId));
    storage.setItem(SESSION_KEYS.isAgent, String(member.isAgent));
    storage.setItem(SESSION_KEYS.memberLabel, JSON.stringify(member.memberLabel));
  };

  const clear = () => {
    cancelRetry();
    failures = 0;
    const kept = MERCHANT_KEYS.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) storage.setItem(key, value ?? merchantCode);
    store.setState(ANONYMOUS, true);
    memberLoad.setState(MEMBER_OK, true);
  };

  /** Loads the member for `token`; a failure that is not a session end keeps the session. */
  const loadMember = async (token: string): Promise<void> => {
    cancelRetry();
    memberLoad.setState({ isLoading: true });
    let member: MemberInfo;
    try {
      member = await getApi().call(endpoints.memberInfo);
    } catch (error) {
      if (isSessionEnded(error)) {
        session.expire(endpoints.memberInfo.id, token);
        throw error;
      }
      if (store.getState().token !== token) return;
      console.warn('[shell] member info could not be loaded; the session is kept', error);
      failures += 1;
      // Logged in without the member's data: the page shows the failure with Retry where member
      // data is needed, and tries again by itself.
      if (store.getState().status !== 'authenticated') store.setState({ status: 'authenticated', token, member: null }, true);
      memberLoad.setState({ isFailed: true, isLoading: false, error }, true);
      const delay = memberRetryDelaysMs[Math.min(failures, memberRetryDelaysMs.length) - 1];
      if (delay !== undefined) {
        retryTimer = setTimeout(() => {
          retryTimer = null;
          if (store.getState().token === token) void loadMember(token).catch(() => undefined);
        }, delay);
      }
      return;
    }
    // A sign-out (or another sign-in) while the member loaded wins.
    if (store.getState().token !== token) return;
    failures = 0;
    writeMember(member);
    const wasLoaded = !!store.getState().member;
    store.setState({ status: 'authenticated', token, member }, true);
    memberLoad.setState(MEMBER_OK, true);
    if (!wasLoaded) bus.emit('auth:logged-in', { account: member.account });
  };

  const session: Session = {
    store,
    memberLoad,
    getSnapshot: () => store.getState(),
    subscribe: (listener) => store.subscribe(() => listener()),
    getToken: () => store.getState().token,
    async signIn(token) {
      cancelRetry();
      failures = 0;
      storage.setItem(SESSION_KEYS.token, token);
      store.setState({ status: 'loading', token, member: null }, true);
      memberLoad.setState(MEMBER_OK, true);
      await loadMember(token);
    },
    async signOut(reason = 'user') {
      const { token } = store.getState();
      if (reason === 'user' && token) {
        // The local session ends even when the platform cannot be told.
        await getApi()
          .call(endpoints.logout)
          .catch((error: unknown) => console.warn('[shell] logout call failed', error));
      }
      clear();
      bus.emit('auth:logged-out', { reason });
    },
    expire(endpointId, token) {
      const current = store.getState().token;
      // Several calls may answer 401 together, and a late answer for an old token must not end a
      // newer session: end the current one once.
      if (!current || (token !== undefined && token !== current)) return;
      clear();
      bus.emit('auth:session-expired', { endpointId });
      bus.emit('auth:logged-out', { reason: 'expired' });
    },
    async refreshMember() {
      const { token } = store.getState();
      if (!token) return;
      const member = await getApi().call(endpoints.memberInfo);
      if (store.getState().token !== token) return;
      const wasLoaded = !!store.getState().member;
      writeMember(member);
      store.setState({ status: 'authenticated', member });
      memberLoad.setState(MEMBER_OK, true);
      if (!wasLoaded) bus.emit('auth:logged-in', { account: member.account });
    },
    async retryMember() {
      const { token } = store.getState();
      if (!token) return;
      await loadMember(token).catch(() => undefined);
    },
    async restore() {
      const token = storage.getItem(SESSION_KEYS.token);
      if (!token) return;
      await session.signIn(token).catch((error: unknown) => console.warn('[shell] stored session could not be restored', error));
    },
  };
  return session;
}
