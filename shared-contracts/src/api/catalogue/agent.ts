import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/** Team overview figures of an agent (our definition). */
export const teamOverviewSchema = z.object({
  teamSize: z.number().check(z.int(), z.nonnegative()),
  directDownlines: z.number().check(z.int(), z.nonnegative()),
  activeMembers: z.number().check(z.int(), z.nonnegative()),
  newMembersToday: z.number().check(z.int(), z.nonnegative()),
  teamBalance: z.number(),
  teamDeposit: z.number(),
  teamWithdraw: z.number(),
  teamValidBet: z.number(),
  teamProfitLoss: z.number(),
  downlines: z.array(
    z.object({
      account: z.string(),
      isAgent: z.number().check(z.int()),
      level: z.number().check(z.int()),
      registeredAt: z.number(),
      balance: z.number(),
    }),
  ),
});

/** `GET /wps/relay/MCS2_getTeamOverview` (token; agents only; our definition). */
export const agentTeamOverview = /*#__PURE__*/ defineEndpoint({
  id: 'agent.teamOverview',
  method: 'GET',
  path: '/wps/relay/MCS2_getTeamOverview',
  token: true,
  source: 'ours',
  description: "The agent's team overview: size, activity and totals, and the direct downlines",
  query: z.optional(z.object({ period: z._default(z.enum(['today', 'week', 'month']), 'today') })),
  value: teamOverviewSchema,
});
