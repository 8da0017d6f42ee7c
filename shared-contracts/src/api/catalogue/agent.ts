import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Team overview figures of an agent (our definition). */
export const teamOverviewSchema = z.object({
  teamSize: z.number().int().nonnegative(),
  directDownlines: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
  newMembersToday: z.number().int().nonnegative(),
  teamBalance: z.number(),
  teamDeposit: z.number(),
  teamWithdraw: z.number(),
  teamValidBet: z.number(),
  teamProfitLoss: z.number(),
  downlines: z.array(
    z.object({ account: z.string(), isAgent: z.number().int(), level: z.number().int(), registeredAt: z.number(), balance: z.number() }),
  ),
});

/** `GET /wps/relay/MCS2_getTeamOverview` (token; agents only; our definition). */
export const agentTeamOverview = defineEndpoint({
  id: 'agent.teamOverview',
  method: 'GET',
  path: '/wps/relay/MCS2_getTeamOverview',
  token: true,
  source: 'ours',
  description: "The agent's team overview: size, activity and totals, and the direct downlines",
  query: z.object({ period: z.enum(['today', 'week', 'month']).default('today') }).optional(),
  value: teamOverviewSchema,
});
