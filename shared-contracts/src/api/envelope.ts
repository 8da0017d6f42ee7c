import { z } from 'zod/mini';

/**
 * The platform's response envelope (facts §3): `success`, the payload in `value`, and on errors a
 * human `message` and a machine `errorCode`.
 */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string | undefined;
  errorCode?: string | undefined;
}

/** Schema of a successful envelope carrying `value`. */
export function envelopeSchema<T extends z.ZodMiniType>(value: T) {
  return z.object({
    success: z.boolean(),
    value,
    message: z.optional(z.string()),
    errorCode: z.optional(z.string()),
  });
}

/** Schema of any envelope, whatever its value (used to read failures). */
export const anyEnvelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.optional(z.string()),
  errorCode: z.optional(z.string()),
});

/** Error codes the platform is known to send (facts §3), plus ours. */
export const ERROR_CODES = {
  notLoggedIn: 'login.not.session',
  functionNotAvailable: 'function.not.available',
  requestBodyRequired: 'request_body_required',
  requestParamError: 'request_param_err',
  methodNotSupported: 'http_method_not_support',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  loginVerifyRequired: 'login_verify_required',
  /** Ours: the request failed validation. */
  validation: 'request.validation.failed',
  /** Ours: the Merchant header is missing, unknown or sent twice. */
  merchant: 'merchant.invalid',
  /** Ours: the captcha answer is missing or wrong. */
  captcha: 'captcha.invalid',
  /** Ours: username or password is wrong. */
  credentials: 'login.credentials.invalid',
  /** Ours: the resource does not exist. */
  notFound: 'resource.not.found',
  /** Ours: the body could not be decrypted. */
  decryption: 'request.decryption.failed',
  /** Ours: an agent-only call by a non-agent (spec §6 'Non-agents cannot log in'). */
  notAgent: 'member.not.agent',
  /** Ours: the wallet cannot cover the amount. */
  insufficientFunds: 'wallet.insufficient.funds',
  /** Ours: an SMS, email or Google code (or bank account name) is wrong, used or expired. */
  verificationCode: 'verification.code.invalid',
  /** Ours: a login verification token is unknown, used up or expired (log in again). */
  loginVerificationExpired: 'login.verification.expired',
  /** Ours: the game (or its vendor) is under maintenance ("This game is under maintenance"). */
  gameMaintenance: 'game.maintenance',
  /** Ours (facts #734): a second launch while a round is open ("Your previous game is not finished"). */
  previousGameUnfinished: 'game.previous.unfinished',
  /** Ours (facts #1066): human verification (GeeTest) is required or its result is invalid / used. */
  geetestRequired: 'geetest.required',
  /** Ours: the answer to a human-verification challenge is wrong (fetch a new challenge). */
  geetestFailed: 'geetest.failed',
  /** Ours: no member is linked to the social account ("No account is linked to this account"). */
  socialUnlinked: 'social.account.unlinked',
  /** Ours: the social provider does not vouch for the credential (forged, expired or used). */
  socialCredential: 'social.credential.invalid',
  /** Ours: the firebase ID token is invalid, expired, used, or for another phone number. */
  firebaseToken: 'firebase.token.invalid',
  /** Ours: a money call came without an `Idempotency-Key` (or a malformed one). */
  idempotencyRequired: 'idempotency.required',
  /** Ours: the idempotency key was used before for another body (a different intent: make a new key). */
  idempotencyConflict: 'idempotency.conflict',
  /** Ours: the payment password is wrong. */
  paymentPasswordInvalid: 'payment.password.invalid',
  /** Ours: the call needs a payment password and the member has not set one ("complete verification first"). */
  paymentPasswordRequired: 'payment.password.required',
  /** Ours: an upload (or, at the edge, any body) is larger than allowed (HTTP 413). */
  payloadTooLarge: 'request.payload.too.large',
  /** The edge's: the platform did not answer in time (HTTP 504). */
  upstreamTimeout: 'edge.upstream.timeout',
  /** The edge's: the platform cannot be reached (HTTP 502). */
  upstreamUnavailable: 'edge.upstream.unavailable',
  /** The edge's: a request it cannot read, such as a malformed URL (HTTP 400). */
  edgeRequestInvalid: 'edge.request.invalid',
  /** Ours: the promotion's state does not allow this action (apply, claim, draw). */
  promotionNotAllowed: 'promotion.action.not.allowed',
  /** Ours: a member-only action by an account that is not a member ("Non-member account unable to login"). */
  notMember: 'member.not.member',
  /** Ours: a daily count or amount limit is reached. */
  limitReached: 'limit.reached',
  /** Ours: an unexpected server failure (HTTP 500). */
  systemError: 'system.error',
  /** Ours: form fields broke their rules; value `{fieldErrors: {field: message}}` (the message names the first). */
  fieldErrors: 'request.field.invalid',
  /** Ours: the affiliate (invitation) code is unknown. */
  affiliateInvalid: 'affiliate.code.invalid',
  /** Ours: the username, email or mobile number matches no account ("Username or email does not exist"). */
  accountNotFound: 'account.not.found',
  /** Ours: a trial account tried a real-account feature (spec `in_need_true_account`). */
  trialAccount: 'member.trial.account',
  /** Ours: an agent shares a kind of contract they do not hold. */
  contractNotHeld: 'contract.not.held',
  /** Ours: the contract (or offer) has ended or changed. */
  contractNotOpen: 'contract.not.open',
  /** Ours: an offered rate is not below the agent's own; value `{fieldErrors: {rate}}`. */
  contractRateTooHigh: 'contract.rate.too.high',
  /** Ours: the dividend was already requested or settled. */
  dividendNotPending: 'dividend.not.pending',
  /** Ours: the period earned no dividend. */
  dividendNothingToPay: 'dividend.nothing.to.pay',
  /** Ours: not enough points for the item or the conversion. */
  pointsInsufficient: 'points.insufficient',
  /** Ours: the points-mall item is sold out. */
  pointsSoldOut: 'points.sold.out',
  /** Ours: the points-mall item needs a valid bet the member has not reached. */
  pointsRequirementUnmet: 'points.requirement.unmet',
  /** Ours: the raffle was drawn today already; value `{nextClaimAt}`. */
  raffleAlreadyClaimed: 'raffle.already.claimed',
  /** Ours: the raffle is not open. */
  raffleNotOpen: 'raffle.not.open',
  /** Ours: there is no rebate to claim yet. */
  rebateNothingToClaim: 'rebate.nothing.to.claim',
  /** Ours: the reward was claimed already. */
  rewardAlreadyClaimed: 'reward.already.claimed',
  /** Ours: the reward has expired. */
  rewardExpired: 'reward.expired',
  /** Ours: a wallet transfer on a site with a single wallet. */
  walletSingle: 'wallet.single',
  /** Ours: the withdrawal is settled already (nothing to confirm). */
  withdrawNotConfirmable: 'withdraw.not.confirmable',
  /** Ours: the deposit was approved or rejected already. */
  depositAlreadyDecided: 'deposit.already.decided',
  /** Ours: the promotion application was reviewed already. */
  promotionApplicationDecided: 'promotion.application.decided',
} as const;

/** An error code of the catalogue ({@link ERROR_CODES}). */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
