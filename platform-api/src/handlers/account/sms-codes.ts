import type { endpoints } from 'shared-contracts';
import { ApiFailure, LOCAL_ERROR_CODES, fieldFailure } from '../../http/failure';
import { merchantOf } from '../../http/guards';
import { requireHumanVerification } from '../../domain/account/geetest';
import { sendSmsCode } from '../../domain/account/sms';
import type { Handler } from '../types';
import { FEATURES, MESSAGES } from '../../db/content/messages';
import { t } from '../../i18n/localized';
import { isFlagEnabled, requireFlag } from '../../domain/system';
import { accountIdByMobile } from '../../domain/account/accounts';

// SMS codes for registration, login and password recovery.

export const smsRegister: Handler<typeof endpoints.smsRegister> = ({ ctx, body, ...input }) => {
  const merchant = merchantOf(input);
  if (body.registerType === 'registerMobile' || body.type === 'mobile') requireFlag(ctx, 'MOBILENUMREG3', FEATURES.mobileRegistration);
  else if (!isFlagEnabled(ctx, 'REGMOBVERF3') && !isFlagEnabled(ctx, 'MOBILENUMREG3'))
    requireFlag(ctx, 'REGMOBVERF3', FEATURES.smsVerification);
  const mobile = (body.mobileNo ?? body.mobileNum)!;
  if (accountIdByMobile(ctx, merchant.code, mobile)) throw fieldFailure({ mobileNum: t(MESSAGES.mobileTaken) });
  requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  return sendSmsCode(ctx, merchant.code, 'register', body.countryDialingCode, mobile);
};

export const smsLoginCode: Handler<typeof endpoints.smsLoginCode> = ({ ctx, body, ...input }) => {
  const merchant = merchantOf(input);
  requireFlag(ctx, 'MOBILEVERCODELOGIN3', FEATURES.smsLogin);
  if (!accountIdByMobile(ctx, merchant.code, body.mobileNum)) {
    throw new ApiFailure(200, LOCAL_ERROR_CODES.accountNotFound, t(MESSAGES.mobileNotRegistered));
  }
  requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  return sendSmsCode(ctx, merchant.code, 'login', body.countryDialingCode, body.mobileNum);
};

export const smsPasswordCode: Handler<typeof endpoints.smsPasswordCode> = ({ ctx, body, ...input }) => {
  const merchant = merchantOf(input);
  requireFlag(ctx, 'CHNGPASSVERIF3', FEATURES.phonePasswordRecovery);
  if (!accountIdByMobile(ctx, merchant.code, body.mobileNum)) {
    throw new ApiFailure(200, LOCAL_ERROR_CODES.accountNotFound, t(MESSAGES.mobileNotRegistered));
  }
  requireHumanVerification(ctx, merchant, body.geetestValidateV4);
  return sendSmsCode(ctx, merchant.code, 'password', body.countryDialingCode, body.mobileNum);
};
