import type { endpoints } from 'shared-contracts';
import { merchantOf } from '../../http/guards';
import { geetestCaptchaId, geetestEnabled, issueChallenge, verifyChallenge } from '../../domain/account/geetest';
import type { Handler } from '../types';

// Human verification (GEETEST-shaped): the settings, a challenge, checking an answer.

export const geetestConfig: Handler<typeof endpoints.geetestConfig> = ({ ctx, ...input }) => ({
  gt: geetestCaptchaId(merchantOf(input)),
  enabled: geetestEnabled(ctx),
});

export const geetestChallenge: Handler<typeof endpoints.geetestChallenge> = ({ ctx, query, reply, ...input }) => {
  reply.header('cache-control', 'no-store');
  return issueChallenge(ctx, merchantOf(input), query.captchaId);
};

export const geetestVerify: Handler<typeof endpoints.geetestVerify> = ({ ctx, body, ...input }) =>
  verifyChallenge(ctx, merchantOf(input), body);
