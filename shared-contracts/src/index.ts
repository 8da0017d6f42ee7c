// shared-contracts: the contract between the shell, the remotes and the platform.
// Named exports only. React pieces live under `shared-contracts/react`, test helpers under
// `shared-contracts/testing`, the standalone dev host under `shared-contracts/dev-host`.

import './zod-config';

// Events
export { createEventBus } from './events/event-bus';
export type { EventBus, EventBusOptions, EventListener, ListenOptions } from './events/event-bus';
export { REPLAYABLE_EVENTS } from './events/event-map';
export type { CentreKind, PlatformEventName, PlatformEvents } from './events/event-map';
export { createPlatformEventBus } from './events/platform-bus';
export type { PlatformEventBus } from './events/platform-bus';

// Host
export type {
  HostApi,
  LanguageHandle,
  SessionHandle,
  SessionSnapshot,
  SessionStatus,
  SystemHandle,
  SystemSnapshot,
  ThemeHandle,
} from './host/host-api';
export { CONTRACTS_VERSION, isContractsCompatible, majorOf } from './host/version';

// Addresses from the platform
export { safeUrl } from './domain/safe-url';
export type { SafeUrlOptions } from './domain/safe-url';

// API
export {
  ApiError,
  ERROR_CODE_TEXT_KEYS,
  FIELD_ERROR_TEXT_KEYS,
  apiErrorMessageKey,
  apiFieldErrors,
  errorCodeTextKey,
  isApiError,
} from './api/api-error';
export type { ApiErrorInit, ApiErrorKind } from './api/api-error';
export { IDEMPOTENT_RETRY, createApiClient, isOutcomeUnknown } from './api/client';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  createIdempotencyKey,
  createIntentKeys,
  isIdempotencyKey,
} from './api/idempotency';
export type { IntentKeys } from './api/idempotency';
export type { ApiClient, ApiClientOptions, CallOptions, IdempotentRetryPolicy, PeekRequest, UploadRequest } from './api/client';
export { defineEndpoint } from './api/endpoint';
export type { BodyOf, CallInput, EndpointDef, EndpointSource, HttpMethod, QueryOf, ValueOf } from './api/endpoint';
export { ERROR_CODES, anyEnvelopeSchema, envelopeSchema } from './api/envelope';
export type { Envelope, ErrorCode } from './api/envelope';
export { endpoints } from './api/catalogue';
export type { EndpointName } from './api/catalogue';
export { LOGIN_FRESHNESS_ENDPOINTS, loginRequestSchema, loginV2RequestSchema } from './api/catalogue/auth';
export { favouriteBodySchema, gameListQuerySchema, launchGameQuerySchema, winnerSchema } from './api/catalogue/games';
export { lotteryItemSchema } from './api/catalogue/lottery';
export {
  POINTS_REDEMPTION_STATUSES,
  TRANSACTION_KINDS,
  pointsConfigSchema,
  pointsItemSchema,
  uploadImageSchema,
} from './api/catalogue/member';
export { promotionImageSchema, vipBenefitSchema, vipLevelSchema } from './api/catalogue/promotions';
export { teamOverviewSchema } from './api/catalogue/agent';
export {
  BONUS_KINDS,
  DEPOSIT_CHANNEL_TYPES,
  DEPOSIT_STATUSES,
  MAX_BANK_CARDS,
  bankCardNumberSchema,
  bankCardSchema,
  depositRecordSchema,
  paymentPasswordSchema,
  REWARD_STATUSES,
  WITHDRAW_STATUSES,
  betRecordSchema,
  dateRangeQuerySchema,
  depositChannelSchema,
  inboxMessageSchema,
  moneyAmountSchema,
  profitLossSchema,
  rewardSchema,
  withdrawalSchema,
} from './api/catalogue/member-centre';
export type { BankCard, DepositRecord, Withdrawal } from './api/catalogue/member-centre';
export {
  BET_AMOUNT_UNITS,
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  DIVIDEND_STATUSES,
  DOWNLINE_STATUSES,
  contractAmountSchema,
  contractSchema,
  defaultBetAmountUnit,
  dividendRecordSchema,
  downlineSchema,
  salaryRecordSchema,
} from './api/catalogue/agent-centre';
export type { BetAmountUnit, Contract, ContractKind } from './api/catalogue/agent-centre';
export { registerResultSchema, smsSentSchema } from './api/catalogue/account';
// The ciphers themselves (crypto-js) are in `shared-contracts/crypto`; from here, only on demand.
export { decryptCustomerServicePathAsync } from './api/crypto/lazy';
export type { EncryptedRequest } from './api/crypto/encrypt-payload';
export { RSA_PUBLIC_EXPONENT_HEX, parseModulusHex, rsaDecryptKeyHex, rsaEncryptKeyHex } from './api/crypto/rsa';
export { SESSION_KEY_ALPHABET, generateSessionKey } from './api/crypto/session-key';
export type { RandomSource } from './api/crypto/session-key';

// Domain
export {
  canLaunchGames,
  canOpenAgentCentre,
  canOpenMemberCentre,
  canSaveFavourites,
  checkRealAccount,
  customerServiceKind,
  isAgentAccount,
  isTrial,
} from './domain/access';
export type { AccessSubject, LoginCheck } from './domain/access';
export { SPEC_CONSTANTS } from './domain/constants';
export {
  NOTICE_TYPES,
  PROMOTION_ACTIONS,
  PROMOTION_APPLICATION_STATUSES,
  PROMOTION_KINDS,
  PROMOTION_STATES,
  PROMOTION_UPLOAD_LIMITS,
  bannerSchema,
  noticeSchema,
  promotionActionOf,
  promotionApplicationSchema,
  promotionDetailSchema,
  promotionSchema,
} from './domain/content';
export type {
  Banner,
  Notice,
  Promotion,
  PromotionAction,
  PromotionApplication,
  PromotionDetail,
  PromotionKind,
  PromotionState,
} from './domain/content';
export { contractsTerminatedByOffer, teamContractLinks } from './domain/contract-rules';
export type { ContractLink, ContractOfferDraft, TeamMemberContracts, TerminatedByOffer } from './domain/contract-rules';
export {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_TYPES,
  MENU_CATEGORIES,
  gameSchema,
  vendorCardSchema,
  vendorLaneSchema,
} from './domain/game';
export type { Game, GameCategoryCode, GameLaunchTarget, GameType, VendorCard, VendorLane } from './domain/game';
export { vendorsOfCategory } from './domain/game-vendors';
export type { CategoryVendor } from './domain/game-vendors';
export {
  AGENT_TYPES,
  LOGIN_VERIFICATION_METHODS,
  LOGIN_VERIFICATION_SENT_METHODS,
  MAIN_WALLET_TYPE_ID,
  TRIAL_TYPE,
  clubLabelSchema,
  loginResultSchema,
  loginVerificationRequiredSchema,
  memberInfoSchema,
  memberLabelSchema,
  walletBalanceSchema,
} from './domain/member';
export type { LoginResult, LoginVerificationMethod, LoginVerificationRequired, MemberInfo, WalletBalance } from './domain/member';
export {
  SYSTEM_STATUS,
  WHITELABEL_FLAGS,
  customerServiceEntrySchema,
  isWhitelabelEnabled,
  permissionSchema,
  resourceSchema,
  systemStatusOf,
  whitelabelNodeSchema,
  RESOURCE_TYPES,
  countrySchema,
  domainRouteSchema,
  helpCenterSchema,
} from './domain/system';
export type { Country, DomainRoute, HelpCenter, Permission, SystemStatusCode, WhitelabelNode } from './domain/system';
export {
  REGISTER_PATTERN_KINDS,
  REGISTRATION_FIELDS,
  REGISTRATION_PATTERNS,
  formatPatternMessage,
  registerFieldSettingSchema,
  registerPayloadSchema,
  registerSettingsSchema,
  registrationPatternRegExp,
  validateRegistration,
} from './domain/registration';
export type {
  RegisterFieldSetting,
  RegisterPatternKind,
  RegisterPayload,
  RegisterSettings,
  RegistrationField,
  RegistrationFieldIssue,
  RegistrationMode,
  RegistrationPattern,
} from './domain/registration';

export { GEETEST_PRODUCTS, geetestValidateV4Schema } from './domain/human-verification';
export {
  FIREBASE_SMS_CHANNEL,
  FIREBASE_SMS_COUNTDOWN_SECONDS,
  PHONE_PROVIDER_ERRORS,
  SOCIAL_PROVIDERS,
  loginInfoSchema,
} from './domain/identity';
export type { LoginInfo, PhoneProviderError, SocialProvider } from './domain/identity';
export type { GeetestValidateV4 } from './domain/human-verification';

// What the edge writes into the app page and the shell reads
export {
  BRAND_FILES_ELEMENT_ID,
  FIRST_SCREEN_DATA_ELEMENT_ID,
  FIRST_SCREEN_FILES_TEMPLATE,
  FRAME_ATTRIBUTE,
  FRAME_STATE_ELEMENT_ID,
  LANGUAGE_COOKIE,
  OVERRIDE_COOKIE,
  OVERRIDE_QUERY,
  TRUSTED_TYPES_POLICIES,
} from './page/page-marks';

// Brand, remotes, routes, i18n
export { RELEASE_RECORD_FILE, releaseRecordSchema, releaseRecordUrl, type ReleaseRecord } from './brand/release-record';
export {
  CANARY_COOKIE,
  brandConfigSchema,
  brandIndexSchema,
  canarySchema,
  pickPinnedVersion,
  remotePinSchema,
  resolveBrandId,
} from './brand/brand-config';
export type { BrandConfig, BrandIndex, Canary, Theme } from './brand/brand-config';
export { REMOTE_CONTAINERS, REMOTE_EXPOSES, REMOTE_PACKAGES, remoteManifestUrl } from './remotes/remotes';
export type {
  AccountModalKind,
  AccountModalsProps,
  CategoryLobbyProps,
  CentreProps,
  NoProps,
  PromotionSliderProps,
  PromotionsPageProps,
  RemoteExposeKey,
  RemoteExposeProps,
  RemoteExposePropsOf,
  RemotePackage,
  RemoteRenderRequest,
} from './remotes/remotes';
export { CATEGORY_ROUTES, LOGGED_IN_ONLY_EXCEPTIONS, ROUTES, VENDOR_TAB_PARAM } from './routes/routes';
export { COMMON_NAMESPACE, I18N_NAMESPACES, commonTranslations } from './i18n/common-resources';
export { defineTranslations, preloadAllTranslations } from './i18n/translations';
export type { TranslationBundle, TranslationLoaders, Translations } from './i18n/translations';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  KNOWN_LANGUAGE_CODES,
  LANGUAGE_NAMES,
  LANGUAGE_CODE_ATTRIBUTE,
  LANGUAGE_TAGS,
  TRANSLATED_LANGUAGES,
  isTranslatedLanguage,
  languageTag,
  offeredLanguages,
  pickerLanguages,
  resolveTranslationLanguage,
} from './i18n/languages';
export type { LanguageCode, TranslatedLanguage } from './i18n/languages';

// Load reports and CSP violation reports (issue 38, ADR 0013)
export {
  FALLBACK_REASONS,
  REMOTE_ROLES,
  REPORTED_ERROR_KINDS,
  TELEMETRY_ENDPOINT,
  TELEMETRY_LIMITS,
  TELEMETRY_REPORTING_GROUP,
  LOAD_TOKEN_META,
  cspReportUriSchema,
  cspViolationsOf,
  loadReportSchema,
  pageVitalsSchema,
  remoteLoadSchema,
  reportedErrorSchema,
  reportingApiSchema,
} from './telemetry';
export type {
  CspViolation,
  FallbackReason,
  LoadReport,
  PageVitals,
  RemoteLoad,
  RemoteRole,
  ReportedError,
  ReportedErrorKind,
} from './telemetry';
