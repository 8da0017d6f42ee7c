import type { Localized } from '../../i18n/localized';

// The API's own messages (failures and field errors), in every content language. `{name}` marks a
// parameter. Handlers refer to an entry (`t(MESSAGES.x, {...})`); the failure is rendered in the
// caller's language when it is sent.

/** What a trial account may not do, or a non-agent (the `{action}` of the two refusals below). */
export const ACTIONS = {
  applyForPromotions: { EN: 'apply for promotions', VI: 'đăng ký khuyến mãi' },
  claimPromotions: { EN: 'claim promotions', VI: 'nhận thưởng khuyến mãi' },
  joinRaffle: { EN: 'join a raffle', VI: 'tham gia quay thưởng' },
  setPaymentPassword: { EN: 'set a payment password', VI: 'đặt mật khẩu thanh toán' },
  manageBankCards: { EN: 'manage bank cards', VI: 'quản lý thẻ ngân hàng' },
  deposit: { EN: 'deposit', VI: 'nạp tiền' },
  withdraw: { EN: 'withdraw', VI: 'rút tiền' },
  useRewardCentre: { EN: 'use the reward centre', VI: 'dùng trung tâm phần thưởng' },
  inviteFriends: { EN: 'invite friends', VI: 'mời bạn bè' },
  claimRebate: { EN: 'claim a rebate', VI: 'nhận hoàn trả' },
  transferMoney: { EN: 'transfer money', VI: 'chuyển tiền' },
  sendFeedback: { EN: 'send feedback', VI: 'gửi góp ý' },
  redeemPoints: { EN: 'redeem points', VI: 'đổi điểm' },
  convertPoints: { EN: 'convert points', VI: 'quy đổi điểm' },
  holdContracts: { EN: 'hold contracts', VI: 'nhận hợp đồng' },
  saveFavourites: { EN: 'save favourites', VI: 'lưu trò chơi yêu thích' },
  offerContracts: { EN: 'offer contracts', VI: 'đề xuất hợp đồng' },
  viewSalaries: { EN: 'view salaries', VI: 'xem lương' },
  viewDividends: { EN: 'view dividends', VI: 'xem cổ tức' },
  requestDividends: { EN: 'request dividends', VI: 'yêu cầu chia cổ tức' },
  manageTeam: { EN: 'manage a team', VI: 'quản lý đội nhóm' },
  takeBackFromDownline: { EN: 'take money back from a downline', VI: 'thu hồi tiền từ tuyến dưới' },
  useRegisterCentre: { EN: 'use the register centre', VI: 'dùng trung tâm đăng ký' },
  registerAccounts: { EN: 'register accounts', VI: 'mở tài khoản' },
  viewTeamProfitLoss: { EN: 'view team profit and loss', VI: 'xem lãi lỗ của đội nhóm' },
  viewIncome: { EN: 'view income', VI: 'xem thu nhập' },
  viewTeamTransactions: { EN: 'view team transactions', VI: 'xem giao dịch của đội nhóm' },
  viewTeamOverview: { EN: 'view the team overview', VI: 'xem tổng quan đội nhóm' },
} as const satisfies Record<string, Localized>;

/** Features the white-label switches off (`{feature}` of {@link MESSAGES.featureUnavailable}). */
export const FEATURES = {
  registration: { EN: 'Registration', VI: 'Chức năng đăng ký' },
  mobileRegistration: { EN: 'Mobile number registration', VI: 'Đăng ký bằng số điện thoại' },
  smsVerification: { EN: 'SMS verification', VI: 'Xác minh qua SMS' },
  smsLogin: { EN: 'Login by SMS code', VI: 'Đăng nhập bằng mã SMS' },
  phonePasswordRecovery: { EN: 'Password recovery by phone', VI: 'Khôi phục mật khẩu qua điện thoại' },
  freePlay: { EN: 'Free play', VI: 'Chơi thử' },
} as const satisfies Record<string, Localized>;

/** Ways to confirm a login from a new location (`{method}`). */
export const VERIFICATION_METHODS = {
  SMS: { EN: 'SMS code', VI: 'mã SMS' },
  EMAIL: { EN: 'email code', VI: 'mã gửi qua email' },
  BANK_ACCOUNT_NAME: { EN: 'bank account name', VI: 'tên chủ tài khoản ngân hàng' },
  GOOGLE: { EN: 'Google Authenticator', VI: 'Google Authenticator' },
} as const satisfies Record<string, Localized>;

export const MESSAGES = {
  // ------------------------------------------------------------ requests, sessions, transport
  notLoggedIn: { EN: 'Not logged in, please log in', VI: 'Bạn chưa đăng nhập, vui lòng đăng nhập' },
  sessionEnded: {
    EN: 'Your session has expired or you logged in elsewhere; please log in again',
    VI: 'Phiên đăng nhập đã hết hạn hoặc tài khoản đã đăng nhập ở nơi khác; vui lòng đăng nhập lại',
  },
  merchantRequired: { EN: 'The Merchant header is required', VI: 'Yêu cầu phải có tiêu đề Merchant' },
  merchantOnce: { EN: 'Send exactly one Merchant header', VI: 'Chỉ gửi đúng một tiêu đề Merchant' },
  merchantUnknown: { EN: 'Unknown merchant', VI: 'Không tìm thấy nhà điều hành này' },
  encryptedBodyRequired: {
    EN: 'This call needs an encrypted body and the Encryption header',
    VI: 'Yêu cầu này cần nội dung đã mã hóa và tiêu đề Encryption',
  },
  encryptionHeaderInvalid: { EN: 'The Encryption header is not a hex RSA value', VI: 'Tiêu đề Encryption không phải giá trị RSA dạng hex' },
  decryptionFailed: {
    EN: 'The request body could not be decrypted; fetch a fresh key and retry',
    VI: 'Không giải mã được nội dung yêu cầu; hãy lấy khóa mới rồi thử lại',
  },
  decryptedNotJson: { EN: 'The decrypted body is not JSON', VI: 'Nội dung sau khi giải mã không phải JSON' },
  loginStale: {
    EN: 'This login request is too old or its clock is wrong; please log in again',
    VI: 'Yêu cầu đăng nhập này đã quá cũ hoặc đồng hồ thiết bị bị sai; vui lòng đăng nhập lại',
  },
  loginReplayed: {
    EN: 'This login request was already received; please log in again',
    VI: 'Yêu cầu đăng nhập này đã được gửi trước đó; vui lòng đăng nhập lại',
  },
  systemBusy: { EN: 'System busy, please try again later', VI: 'Hệ thống đang bận, vui lòng thử lại sau' },
  methodNotAllowed: { EN: 'Method not allowed; use {methods}', VI: 'Phương thức không được hỗ trợ; hãy dùng {methods}' },
  noSuchEndpoint: { EN: 'No such endpoint: {method} {path}', VI: 'Không có API này: {method} {path}' },
  onlyDemoGames: {
    EN: 'Only the demo games are served here: {method} {path}',
    VI: 'Máy chủ này chỉ phục vụ trò chơi thử: {method} {path}',
  },
  bodyNotJson: { EN: 'The request body is not valid JSON', VI: 'Nội dung yêu cầu không phải JSON hợp lệ' },
  bodyTooLarge: { EN: 'The request body is larger than {limit} bytes', VI: 'Nội dung yêu cầu vượt quá {limit} byte' },
  unsupportedContentType: {
    EN: 'Unsupported content type; send application/json',
    VI: 'Kiểu nội dung không được hỗ trợ; hãy gửi application/json',
  },
  requestUnreadable: { EN: 'The request could not be read', VI: 'Không đọc được yêu cầu' },
  idempotencyRequired: {
    EN: 'This call moves money: send an {header} header (8–128 letters, digits, - _ . :), one per action',
    VI: 'Yêu cầu này có giao dịch tiền: hãy gửi tiêu đề {header} (8–128 chữ cái, chữ số, - _ . :), mỗi thao tác một khóa',
  },
  idempotencyConflict: {
    EN: 'This idempotency key was already used for a different request; make a new key for a new action',
    VI: 'Khóa idempotency này đã được dùng cho một yêu cầu khác; hãy tạo khóa mới cho thao tác mới',
  },
  multipartRequired: { EN: 'This call takes multipart/form-data', VI: 'Yêu cầu này cần định dạng multipart/form-data' },
  imagesPngJpg: { EN: 'Images must be png or jpg', VI: 'Ảnh phải có định dạng png hoặc jpg' },
  uploadTooLarge: {
    EN: 'Upload at most {files} images of at most {size} MB each',
    VI: 'Chỉ tải lên tối đa {files} ảnh, mỗi ảnh không quá {size} MB',
  },
  multipartUnreadable: { EN: 'The multipart body could not be read', VI: 'Không đọc được nội dung multipart' },
  checkForm: { EN: 'Please check the form', VI: 'Vui lòng kiểm tra lại biểu mẫu' },
  rangeEndBeforeStart: { EN: 'query.endTime: must not be before startTime', VI: 'query.endTime: không được sớm hơn startTime' },
  rangeTooLong: {
    EN: 'query.startTime: the range may span at most 400 days',
    VI: 'query.startTime: khoảng thời gian tối đa là 400 ngày',
  },
  noSuchAsset: { EN: 'No such asset', VI: 'Không tìm thấy tệp này' },
  noSuchGame: { EN: 'No such game', VI: 'Không tìm thấy trò chơi này' },
  noSuchVendor: { EN: 'No such vendor', VI: 'Không tìm thấy nhà cung cấp này' },
  noSuchBanner: { EN: 'No such banner', VI: 'Không tìm thấy banner này' },
  noSuchAvatar: { EN: 'No such avatar', VI: 'Không tìm thấy ảnh đại diện này' },
  noSuchItem: { EN: 'No such item', VI: 'Không tìm thấy vật phẩm này' },
  noSuchPage: { EN: 'No such page', VI: 'Không tìm thấy trang này' },
  realAccountNeeded: { EN: 'A real account is needed to {action}', VI: 'Cần tài khoản thật để {action}' },
  nonAgents: { EN: 'Non-agents cannot {action}', VI: 'Tài khoản không phải đại lý không thể {action}' },
  featureUnavailable: { EN: '#543 {feature} is not available at the moment', VI: '#543 {feature} hiện không khả dụng' },

  // ------------------------------------------------------------ login and account
  captchaInvalid: { EN: 'Please Enter The Correct Captcha Code', VI: 'Vui lòng nhập đúng mã xác nhận' },
  credentialsInvalid: { EN: 'Incorrect username or password', VI: 'Tên đăng nhập hoặc mật khẩu không đúng' },
  smsCredentialsInvalid: { EN: 'Incorrect mobile number or verification code', VI: 'Số điện thoại hoặc mã xác minh không đúng' },
  loginAddressLocked: {
    EN: 'Too many failed logins from your network; please try again in {minutes} minutes',
    VI: 'Có quá nhiều lần đăng nhập sai từ mạng của bạn; vui lòng thử lại sau {minutes} phút',
  },
  smsLoginOff: { EN: 'Login by SMS code is not enabled', VI: 'Đăng nhập bằng mã SMS chưa được bật' },
  phoneLoginUnavailable: {
    EN: 'Login by phone verification is not available at the moment',
    VI: 'Hiện chưa thể đăng nhập bằng xác minh số điện thoại',
  },
  mobileNotRegistered: { EN: 'This mobile number is not registered', VI: 'Số điện thoại này chưa được đăng ký' },
  newLocation: {
    EN: 'You are logging in from a new location: please verify it is you',
    VI: 'Bạn đang đăng nhập từ một vị trí mới: vui lòng xác minh đó là bạn',
  },
  invitationInvalid: { EN: 'The invitation code is invalid', VI: 'Mã mời không hợp lệ' },
  usernameTaken: { EN: 'This username is already taken', VI: 'Tên đăng nhập này đã có người sử dụng' },
  mobileTaken: { EN: 'This mobile number is already registered', VI: 'Số điện thoại này đã được đăng ký' },
  codeWrong: { EN: 'The verification code is wrong or has expired', VI: 'Mã xác minh sai hoặc đã hết hạn' },
  codeWrongRequestNew: {
    EN: 'The verification code is wrong or has expired; request a new one',
    VI: 'Mã xác minh sai hoặc đã hết hạn; vui lòng yêu cầu mã mới',
  },
  codeSentMomentsAgo: {
    EN: 'A code was sent moments ago; please wait {seconds} seconds before requesting another one',
    VI: 'Mã vừa được gửi; vui lòng đợi {seconds} giây trước khi yêu cầu mã khác',
  },
  usernameOrEmailUnknown: { EN: 'Username or email does not exist', VI: 'Tên đăng nhập hoặc email không tồn tại' },
  currentPasswordIncorrect: { EN: 'The current password is incorrect', VI: 'Mật khẩu hiện tại không đúng' },
  confirmationMismatch: { EN: 'Incorrect confirmation input', VI: 'Mật khẩu nhập lại không khớp' },
  newPasswordSame: { EN: 'The new password must differ from the current one', VI: 'Mật khẩu mới phải khác mật khẩu hiện tại' },
  passwordIncorrect: { EN: 'The password is incorrect', VI: 'Mật khẩu không đúng' },
  verificationExpired: {
    EN: 'The verification has expired; please log in again',
    VI: 'Phiên xác minh đã hết hạn; vui lòng đăng nhập lại',
  },
  cannotVerifyBy: { EN: 'This login cannot be verified by {method}', VI: 'Không thể xác minh lần đăng nhập này bằng {method}' },
  chooseOfferedMethod: { EN: 'Choose one of the offered methods', VI: 'Vui lòng chọn một trong các phương thức được đề xuất' },
  tooManyWrongAnswers: {
    EN: 'Too many wrong answers; please log in again',
    VI: 'Bạn đã trả lời sai quá nhiều lần; vui lòng đăng nhập lại',
  },
  bankNameMismatch: { EN: 'The bank account name does not match', VI: 'Tên chủ tài khoản ngân hàng không khớp' },
  attemptsLeft: { EN: '{problem} ({left} attempts left)', VI: '{problem} (còn {left} lần thử)' },
  geetestFailed: { EN: 'Verification failed, please try again', VI: 'Xác minh không thành công, vui lòng thử lại' },
  geetestRequired: { EN: 'Please complete verification first', VI: 'Vui lòng hoàn tất bước xác minh trước' },
  socialUnavailable: {
    EN: 'Sign-in with {provider} is not available at the moment',
    VI: 'Hiện chưa thể đăng nhập bằng {provider}',
  },
  socialSubjectTelegram: {
    EN: 'body.subject: enter a Telegram username (5-32 letters, digits or _)',
    VI: 'body.subject: nhập tên người dùng Telegram (5-32 chữ cái, chữ số hoặc _)',
  },
  socialSubjectEmail: {
    EN: 'body.subject: enter the email address of a {provider} account',
    VI: 'body.subject: nhập địa chỉ email của một tài khoản {provider}',
  },
  socialWrongProvider: {
    EN: 'This sign-in comes from {issuer}, not {provider}; please try again',
    VI: 'Lượt đăng nhập này đến từ {issuer}, không phải {provider}; vui lòng thử lại',
  },
  socialExpired: {
    EN: 'The {provider} sign-in has expired; please sign in with {provider} again',
    VI: 'Lượt đăng nhập bằng {provider} đã hết hạn; vui lòng đăng nhập lại bằng {provider}',
  },
  socialUsed: {
    EN: 'This {provider} sign-in was already used; please sign in with {provider} again',
    VI: 'Lượt đăng nhập bằng {provider} này đã được dùng; vui lòng đăng nhập lại bằng {provider}',
  },
  socialInvalid: {
    EN: '{provider} could not confirm this sign-in; please try again',
    VI: '{provider} không xác nhận được lượt đăng nhập này; vui lòng thử lại',
  },
  anotherProvider: { EN: 'another provider', VI: 'một nhà cung cấp khác' },
  socialUnlinked: {
    EN: 'No account is linked to this {provider} account',
    VI: 'Chưa có tài khoản nào liên kết với tài khoản {provider} này',
  },
  phoneSignInOff: { EN: 'Phone sign-in is not enabled for this site', VI: 'Trang này chưa bật đăng nhập bằng số điện thoại' },
  enterPhoneNumber: { EN: 'Enter a phone number', VI: 'Vui lòng nhập số điện thoại' },
  phoneNumberInvalid: {
    EN: 'The phone number is not valid: use the international format, e.g. +84901234567',
    VI: 'Số điện thoại không hợp lệ: hãy dùng định dạng quốc tế, ví dụ +84901234567',
  },
  smsQuotaExceeded: { EN: 'The SMS quota has been exceeded; try again later', VI: 'Đã vượt hạn mức SMS; vui lòng thử lại sau' },
  antiAbuseFailed: { EN: 'The anti-abuse check failed; try again', VI: 'Kiểm tra chống gian lận không thành công; vui lòng thử lại' },
  tooManyCodes: {
    EN: 'Too many codes were sent to this number; try again in a few minutes',
    VI: 'Đã gửi quá nhiều mã đến số này; vui lòng thử lại sau vài phút',
  },
  enterCode: { EN: 'Enter the verification code', VI: 'Vui lòng nhập mã xác minh' },
  codeInvalidRequestNew: {
    EN: 'The verification code is invalid; request a new one',
    VI: 'Mã xác minh không hợp lệ; vui lòng yêu cầu mã mới',
  },
  codeExpiredRequestNew: {
    EN: 'The verification code has expired; request a new one',
    VI: 'Mã xác minh đã hết hạn; vui lòng yêu cầu mã mới',
  },
  tooManyWrongCodes: { EN: 'Too many wrong codes; request a new one', VI: 'Bạn đã nhập sai mã quá nhiều lần; vui lòng yêu cầu mã mới' },
  codeIsWrong: { EN: 'The verification code is wrong', VI: 'Mã xác minh không đúng' },
  phoneTokenUnconfirmed: {
    EN: 'The phone verification could not be confirmed; verify your number again',
    VI: 'Không xác nhận được việc xác minh số điện thoại; vui lòng xác minh lại số của bạn',
  },
  phoneTokenExpired: {
    EN: 'The phone verification has expired; verify your number again',
    VI: 'Việc xác minh số điện thoại đã hết hạn; vui lòng xác minh lại số của bạn',
  },
  phoneTokenUsed: {
    EN: 'This phone verification was already used; verify your number again',
    VI: 'Lượt xác minh số điện thoại này đã được dùng; vui lòng xác minh lại số của bạn',
  },
  phoneTokenOtherNumber: { EN: 'The phone verification is for another number', VI: 'Lượt xác minh này dành cho một số điện thoại khác' },

  // ------------------------------------------------------------ money
  paymentPasswordFirst: {
    EN: 'Set a payment password first (security centre)',
    VI: 'Vui lòng đặt mật khẩu thanh toán trước (trung tâm bảo mật)',
  },
  enterPaymentPassword: { EN: 'Enter your payment password', VI: 'Vui lòng nhập mật khẩu thanh toán' },
  paymentPasswordIncorrect: { EN: 'The payment password is incorrect', VI: 'Mật khẩu thanh toán không đúng' },
  enterLoginPassword: { EN: 'Enter your login password', VI: 'Vui lòng nhập mật khẩu đăng nhập' },
  enterCurrentPaymentPassword: { EN: 'Enter your current payment password', VI: 'Vui lòng nhập mật khẩu thanh toán hiện tại' },
  choosePasswordDifferent: {
    EN: 'Choose a password different from the current one',
    VI: 'Vui lòng chọn mật khẩu khác mật khẩu hiện tại',
  },
  bankCardsMax: { EN: 'At most {max} bank cards can be bound', VI: 'Chỉ có thể liên kết tối đa {max} thẻ ngân hàng' },
  cardAlreadyBound: { EN: 'This card is already bound', VI: 'Thẻ này đã được liên kết' },
  chooseDepositChannel: { EN: 'Choose one of the deposit channels', VI: 'Vui lòng chọn một kênh nạp tiền' },
  amountBetween: { EN: 'Enter an amount between {min} and {max}', VI: 'Vui lòng nhập số tiền từ {min} đến {max}' },
  amountTwoDecimals: { EN: 'Enter an amount with at most 2 decimals', VI: 'Số tiền chỉ được có tối đa 2 chữ số thập phân' },
  addBankCardFirst: { EN: 'Add a bank card first', VI: 'Vui lòng thêm thẻ ngân hàng trước' },
  chooseOwnBankCard: { EN: 'Choose one of your bank cards', VI: 'Vui lòng chọn một thẻ ngân hàng của bạn' },
  withdrawalsPerDay: { EN: 'At most {count} withdrawals a day', VI: 'Mỗi ngày chỉ được rút tối đa {count} lần' },
  withdrawAmountPerDay: {
    EN: 'At most {max} a day; {left} left today',
    VI: 'Mỗi ngày chỉ được rút tối đa {max}; hôm nay còn {left}',
  },
  balanceShortWithdrawal: { EN: 'Not enough balance for this withdrawal', VI: 'Số dư không đủ để rút khoản này' },
  balanceShortTransfer: { EN: 'Not enough balance for this transfer', VI: 'Số dư không đủ để chuyển khoản này' },
  balanceShortWallet: { EN: 'Not enough balance in the {wallet} wallet', VI: 'Số dư trong ví {wallet} không đủ' },
  noSuchWithdrawal: { EN: 'No such withdrawal', VI: 'Không tìm thấy lệnh rút tiền này' },
  withdrawalNotPaid: { EN: 'This withdrawal has not been paid yet', VI: 'Lệnh rút tiền này chưa được chi trả' },
  withdrawalSettled: { EN: 'This withdrawal is already settled', VI: 'Lệnh rút tiền này đã được xử lý xong' },
  enterAmountArrived: { EN: 'Enter the amount that arrived', VI: 'Vui lòng nhập số tiền đã nhận được' },
  amountAboveZeroBelow: { EN: 'Enter an amount above 0 and below {max}', VI: 'Vui lòng nhập số tiền lớn hơn 0 và nhỏ hơn {max}' },
  singleWallet: {
    EN: 'This site has a single wallet: there is nothing to transfer between',
    VI: 'Trang này chỉ có một ví: không có ví nào khác để chuyển qua lại',
  },
  noSuchWallet: { EN: 'No such wallet', VI: 'Không tìm thấy ví này' },
  noSuchTeamAccount: { EN: 'No such account in your team', VI: 'Không có tài khoản này trong đội nhóm của bạn' },
  transferUplineOrDownline: {
    EN: 'You can only transfer to your upline or your downlines',
    VI: 'Bạn chỉ có thể chuyển tiền cho tuyến trên hoặc tuyến dưới của mình',
  },
  onlyAgentsReadOthers: {
    EN: "Only agents can read another account's records",
    VI: 'Chỉ đại lý mới xem được lịch sử của tài khoản khác',
  },
  recallDisabled: {
    EN: 'Taking money back from downlines is not enabled on this site',
    VI: 'Trang này chưa bật chức năng thu hồi tiền từ tuyến dưới',
  },
  recallDirectOnly: {
    EN: 'Money can only be taken back from your direct downlines',
    VI: 'Chỉ có thể thu hồi tiền từ tuyến dưới trực tiếp của bạn',
  },
  downlineShort: { EN: '{account} does not have that much', VI: 'Tài khoản {account} không có đủ số tiền này' },

  // ------------------------------------------------------------ promotions, rewards, points
  noSuchPromotion: { EN: 'No such promotion', VI: 'Không tìm thấy khuyến mãi này' },
  raffleDrawInstead: {
    EN: 'This is a raffle: draw it instead of applying',
    VI: 'Đây là chương trình quay thưởng: hãy quay thay vì đăng ký',
  },
  cannotApplyNow: { EN: 'You cannot apply now ({state})', VI: 'Hiện bạn không thể đăng ký ({state})' },
  nothingToClaimNow: { EN: 'Nothing to claim now ({state})', VI: 'Hiện chưa có gì để nhận ({state})' },
  noSuchApplication: { EN: 'No application #{id}', VI: 'Không có đơn đăng ký #{id}' },
  applicationDecided: {
    EN: 'Application #{id} is {status}: only applying or processing ones can be decided',
    VI: 'Đơn đăng ký #{id} đang ở trạng thái {status}: chỉ xét duyệt được đơn đang chờ hoặc đang xử lý',
  },
  noSuchDeposit: { EN: 'No deposit #{id}', VI: 'Không có lệnh nạp tiền #{id}' },
  depositDecided: { EN: 'Deposit #{id} is already {status}', VI: 'Lệnh nạp tiền #{id} đã ở trạng thái {status}' },
  noRaffle: { EN: 'This promotion has no raffle', VI: 'Khuyến mãi này không có quay thưởng' },
  raffleNotOpen: { EN: 'This raffle is not open', VI: 'Chương trình quay thưởng này chưa mở' },
  raffleDrawnToday: {
    EN: 'You have already drawn this raffle today; come back tomorrow',
    VI: 'Hôm nay bạn đã quay thưởng rồi; hãy quay lại vào ngày mai',
  },
  noSuchReward: { EN: 'No such reward', VI: 'Không tìm thấy phần thưởng này' },
  rewardClaimed: { EN: 'This reward has already been claimed', VI: 'Phần thưởng này đã được nhận' },
  rewardExpired: { EN: 'This reward has expired', VI: 'Phần thưởng này đã hết hạn' },
  noRebateYet: {
    EN: 'There is no rebate to claim yet: play some games first',
    VI: 'Chưa có khoản hoàn trả nào để nhận: hãy chơi vài trò chơi trước',
  },
  itemMissing: { EN: 'This item does not exist', VI: 'Vật phẩm này không tồn tại' },
  validBetNeeded: {
    EN: 'A valid bet of {amount} in the last 30 days is needed for this item',
    VI: 'Cần có cược hợp lệ {amount} trong 30 ngày qua để đổi vật phẩm này',
  },
  pointsShortItem: { EN: 'Not enough points for this item', VI: 'Không đủ điểm để đổi vật phẩm này' },
  pointsShort: { EN: 'Not enough points', VI: 'Không đủ điểm' },
  itemSoldOut: { EN: 'This item is sold out', VI: 'Vật phẩm này đã hết hàng' },
  convertSteps: {
    EN: 'Convert at least {min} points, in steps of {step}',
    VI: 'Quy đổi tối thiểu {min} điểm, theo bội số của {step}',
  },

  // ------------------------------------------------------------ games
  gameNotFoundVendorCategory: {
    EN: 'Game not found for this vendor and category',
    VI: 'Không tìm thấy trò chơi của nhà cung cấp và danh mục này',
  },
  gameNotFoundVendor: { EN: 'Game not found for this vendor', VI: 'Không tìm thấy trò chơi của nhà cung cấp này' },
  gameMaintenance: { EN: 'This game is under maintenance', VI: 'Trò chơi này đang bảo trì' },
  previousGameUnfinished: { EN: 'Your previous game is not finished', VI: 'Ván chơi trước của bạn chưa kết thúc' },
  noSuchLottery: { EN: 'This lottery does not exist', VI: 'Loại xổ số này không tồn tại' },
  noSuchRoom: { EN: 'This room does not exist', VI: 'Phòng chơi này không tồn tại' },
  gameSessionExpired: { EN: 'This game session has expired; launch the game again', VI: 'Phiên chơi đã hết hạn; hãy mở lại trò chơi' },
  balanceShortBet: { EN: 'Not enough balance for this bet', VI: 'Số dư không đủ cho mức cược này' },

  // ------------------------------------------------------------ agent centre
  contractsDirectDownlines: {
    EN: 'Contracts can only be offered to your direct downlines',
    VI: 'Chỉ có thể đề xuất hợp đồng cho tuyến dưới trực tiếp của bạn',
  },
  contractsAgentsOnly: { EN: 'Contracts can only be offered to agents', VI: 'Chỉ có thể đề xuất hợp đồng cho đại lý' },
  noContractToShare: { EN: 'You hold no contract of this kind to share', VI: 'Bạn không có hợp đồng loại này để chia sẻ' },
  rateBelowOwn: { EN: 'The rate must be lower than your own rate of {rate}%', VI: 'Tỷ lệ phải thấp hơn tỷ lệ của chính bạn ({rate}%)' },
  rateMustBeLower: { EN: 'Must be lower than {rate}%', VI: 'Phải thấp hơn {rate}%' },
  noSuchContract: { EN: 'No such contract', VI: 'Không tìm thấy hợp đồng này' },
  contractNotOpen: { EN: 'This contract is no longer open', VI: 'Hợp đồng này không còn hiệu lực để phản hồi' },
  offerNoLongerValid: {
    EN: 'This offer is no longer valid: your upline’s contract changed',
    VI: 'Đề xuất này không còn hiệu lực: hợp đồng của tuyến trên đã thay đổi',
  },
  noSuchOfferedContract: { EN: 'No such contract among those you offered', VI: 'Không có hợp đồng này trong số hợp đồng bạn đã đề xuất' },
  contractEnded: { EN: 'This contract has already ended', VI: 'Hợp đồng này đã kết thúc' },
  noSuchDividend: { EN: 'No such dividend record', VI: 'Không tìm thấy kỳ cổ tức này' },
  dividendNotPending: {
    EN: 'This dividend has already been requested or settled',
    VI: 'Cổ tức này đã được yêu cầu hoặc đã thanh toán',
  },
  dividendNothing: { EN: 'This period earned no dividend', VI: 'Kỳ này không có cổ tức' },
} as const satisfies Record<string, Localized>;

/**
 * The registration rules' messages in Vietnamese, by the shared-contracts `messageKey`
 * (`validateRegistration`); `(min)` and `(max)` are filled as in English.
 */
export const REGISTRATION_MESSAGES_VI: Readonly<Record<string, string>> = {
  'validation.required': 'Trường này là bắt buộc',
  'validation.confirmMismatch': 'Mật khẩu nhập lại không khớp',
  'validation.pattern.any': 'Nhập (min)-(max) ký tự',
  'validation.pattern.charactersOnly': 'Chỉ dùng chữ cái (không có chữ số hay ký hiệu), (min)-(max) ký tự',
  'validation.pattern.letterFirst': 'Bắt đầu bằng chữ cái, sau đó là chữ cái và chữ số, (min)-(max) ký tự',
  'validation.pattern.chineseDigits': 'Chỉ dùng chữ Hán và chữ số, (min)-(max) ký tự',
  'validation.pattern.alphanumeric': 'Chỉ dùng chữ cái và chữ số, không có ký tự đặc biệt, (min)-(max) ký tự',
  'validation.pattern.email': 'Vui lòng nhập địa chỉ email hợp lệ',
  'validation.pattern.lettersAndDigits': 'Kết hợp chữ cái và chữ số, (min)-(max) ký tự',
  'validation.pattern.digitsOnly': 'Chỉ dùng chữ số, (min)-(max) chữ số',
  'validation.pattern.alphanumericUppercase': 'Chữ cái và chữ số, có ít nhất một chữ in hoa, (min)-(max) ký tự',
  'validation.pattern.englishSpaces': 'Chỉ dùng chữ cái tiếng Anh và dấu cách, (min)-(max) ký tự',
  'validation.pattern.noSpaces': 'Không có dấu cách, (min)-(max) ký tự',
  'validation.pattern.chinesePunctuation': 'Chỉ dùng chữ Hán và dấu câu, (min)-(max) ký tự',
  'validation.pattern.dateYmd': 'Ngày theo dạng yyyy-MM-dd',
  'validation.pattern.dateMdy': 'Ngày theo dạng MM-dd-yyyy',
  'validation.pattern.koreanOnly': 'Chỉ dùng chữ Hàn, (min)-(max) ký tự',
  'validation.pattern.thaiOnly': 'Chỉ dùng chữ Thái, (min)-(max) ký tự',
  'validation.pattern.thaiEnglishSpaces': 'Chữ Thái hoặc chữ cái tiếng Anh và dấu cách, (min)-(max) ký tự',
  'validation.pattern.uppercaseSpaces': 'Chữ in hoa và dấu cách, có ít nhất một chữ cái, (min)-(max) ký tự',
  'validation.pattern.lettersDigitsSymbols': 'Chữ cái, chữ số và ký hiệu, (min)-(max) ký tự',
  'validation.pattern.strong': 'Ít nhất một chữ in hoa, một chữ thường, một chữ số và một ký hiệu, (min)-(max) ký tự',
  'validation.pattern.fullNameTwoParts': 'Họ tên gồm hai phần, cách nhau bằng một dấu cách',
  'validation.pattern.fullWidthJapanese': 'Chỉ dùng chữ Nhật toàn độ rộng, (min)-(max) ký tự',
  'validation.pattern.uppercaseOnly': 'Chỉ dùng chữ in hoa, (min)-(max) ký tự',
};
