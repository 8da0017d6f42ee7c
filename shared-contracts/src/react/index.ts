import '../zod-config';
export { HostContext, HostProvider, useBusEvent, useHost, useHostLanguage, useSession } from './host-context';
export type { HostProviderProps } from './host-context';
export {
  createAppI18n,
  i18nextLanguage,
  loadAppLanguage,
  pendingAppLanguage,
  preloadAppTexts,
  retryAppLanguage,
  suspendUntilAppLanguage,
} from './remote-i18n';
export type { AppI18nOptions } from './remote-i18n';
export { RemoteErrorBoundary } from './remote-boundary';
export type { RemoteErrorBoundaryProps } from './remote-boundary';
export { RemoteProviders, createAppQueryClient } from './remote-providers';
export type { RemoteProvidersProps } from './remote-providers';
export { HostRemote } from './host-remote';
export type { HostRemoteProps } from './host-remote';
