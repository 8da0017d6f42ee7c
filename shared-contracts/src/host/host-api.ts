import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import type { BrandConfig, Theme } from '../brand/brand-config';
import type { MemberInfo } from '../domain/member';
import type { Permission, WhitelabelNode } from '../domain/system';
import type { PlatformEventBus } from '../events/platform-bus';
import type { LanguageCode } from '../i18n/languages';
import type { RemoteExposeKey, RemotePackage, RemoteRenderRequest } from '../remotes/remotes';

/** Where the session is in its life. */
export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

/** An immutable view of the session; a new object on every change. */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  /** The raw token (sessionStorage `token`), or null for a guest. */
  readonly token: string | null;
  /** Member info once loaded after login. */
  readonly member: MemberInfo | null;
}

/** The session as remotes see it: read, subscribe, and ask the host to change it. */
export interface SessionHandle {
  /** Current snapshot (stable between changes, for useSyncExternalStore). */
  getSnapshot(): SessionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Establishes a session from a login token: stores it and loads the member. */
  signIn(token: string, details?: { firstTimeLogin?: boolean }): Promise<void>;
  /** Ends the session (calls logout on the platform unless `reason` is 'expired'). */
  signOut(reason?: 'user' | 'expired'): Promise<void>;
  /** Reloads member info (after a profile change, for instance). */
  refreshMember(): Promise<void>;
}

/** The site's system answers, loaded by the host's status gate. */
export interface SystemSnapshot {
  readonly permission: Permission;
  readonly whitelabel: readonly WhitelabelNode[];
}

/** The system info as remotes see it. */
export interface SystemHandle {
  getSnapshot(): SystemSnapshot | null;
  /** Whether a white-label feature (modId, e.g. DIRECTREG3) is on. */
  isEnabled(modId: string): boolean;
}

/** Language as remotes see it; changes are also announced by `i18n:language-changed`. */
export interface LanguageHandle {
  getLanguage(): LanguageCode;
  setLanguage(code: LanguageCode): void;
  /** The brand's language list. */
  readonly languages: readonly LanguageCode[];
}

/** Theme as remotes see it; changes are also announced by `theme:changed`. */
export interface ThemeHandle {
  getTheme(): Theme;
  setTheme(theme: Theme): void;
}

/**
 * Everything a remote may use of its host, handed down through one React context
 * (`shared-contracts/react`). A remote never reaches the shell any other way.
 */
export interface HostApi {
  /** The shared-contracts version the host runs. */
  readonly contractsVersion: string;
  readonly brand: BrandConfig;
  readonly api: ApiClient;
  readonly bus: PlatformEventBus;
  readonly session: SessionHandle;
  readonly system: SystemHandle;
  readonly i18n: LanguageHandle;
  readonly theme: ThemeHandle;
  /** Client-side navigation in the host's router. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /**
   * Renders another remote's expose where the calling remote puts the answer (use
   * `<HostRemote>` from `shared-contracts/react`, which calls this): the host loads it lazily,
   * with its loading state and its failure containment (a fallback with Retry, or nothing with
   * `hideOnFailure`). Optional because it arrived in contracts 1.2: a host of an older minor does
   * not have it, and `<HostRemote>` then renders nothing.
   */
  renderRemote?<R extends RemotePackage, E extends RemoteExposeKey<R>>(request: RemoteRenderRequest<R, E>): ReactNode;
}
