import { createStore, type StoreApi } from 'zustand/vanilla';
import { endpoints, type ApiClient, type MemberInfo, type PlatformEventBus, type SessionHandle, type SessionSnapshot } from 'shared-contracts';
import { MERCHANT_KEYS, SESSION_KEYS } from './session-keys';

/** What the session needs from the host. */
export interface SessionDeps {
  /** The API client (a getter: the client itself reads the token from this session). */
  getApi: () => ApiClient;
  bus: PlatformEventBus;
  merchantCode: string;
  storage?: Storage;
}

/** The session: a zustand store of the snapshot, and the handle remotes use. */
export interface Session extends SessionHandle {
  readonly store: StoreApi<SessionSnapshot>;
  /** The current token (what the API client sends). */
  getToken(): string | null;
  /** Restores a session from sessionStorage at start-up (loads the member when a token exists). */
  restore(): Promise<void>;
}

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', token: null, member: null };

/**
 * Creates the shell's session (spec §4 "Login state"): the token lives in sessionStorage under the
 * spec's keys; logged in means a token is stored and the member is loaded.
 */
export function createSession({ getApi, bus, merchantCode, storage = sessionStorage }: SessionDeps): Session {
  const store = createStore<SessionSnapshot>(() => ({ ...ANONYMOUS, token: storage.getItem(SESSION_KEYS.token) }));

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
    const kept = MERCHANT_KEYS.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) storage.setItem(key, value ?? merchantCode);
    store.setState(ANONYMOUS, true);
  };

  const loadMember = async (token: string) => {
    const member = await getApi().call(endpoints.memberInfo);
    // A sign-out (or another sign-in) while the member loaded wins.
    if (store.getState().token !== token) return;
    writeMember(member);
    store.setState({ status: 'authenticated', token, member }, true);
    bus.emit('auth:logged-in', { account: member.account });
  };

  const session: Session = {
    store,
    getSnapshot: () => store.getState(),
    subscribe: (listener) => store.subscribe(() => listener()),
    getToken: () => store.getState().token,
    async signIn(token) {
      storage.setItem(SESSION_KEYS.token, token);
      store.setState({ status: 'loading', token, member: null }, true);
      try {
        await loadMember(token);
      } catch (error) {
        if (store.getState().token === token) {
          clear();
          bus.emit('auth:logged-out', { reason: 'expired' });
        }
        throw error;
      }
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
    async refreshMember() {
      const { token } = store.getState();
      if (!token) return;
      const member = await getApi().call(endpoints.memberInfo);
      if (store.getState().token !== token) return;
      writeMember(member);
      store.setState({ member });
    },
    async restore() {
      const token = storage.getItem(SESSION_KEYS.token);
      if (!token) return;
      await session.signIn(token).catch((error: unknown) => console.warn('[shell] stored session could not be restored', error));
    },
  };
  return session;
}
