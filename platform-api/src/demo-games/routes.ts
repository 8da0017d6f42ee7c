import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ERROR_CODES } from 'shared-contracts';
import { sql } from '../lib/statements';
import type { AppContext } from '../http/context';
import { ApiFailure, LOCAL_ERROR_CODES, ok } from '../http/failure';
import { describeIssues } from '../http/parse';
import { DEMO_PAGE_CSP, demoGamePage, expiredPage } from './page';
import { demoGameLanguage } from './texts';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';
import { findGame } from '../domain/games';
import { toAmount } from '../domain/money/ledger';

/** The stake of one round, in cents. */
export const BET_CENTS = 100;
const SYMBOLS = ['A', 'K', 'Q', 'J', '7', '★'] as const;
const TRIPLE_PAYOUT_CENTS: Record<(typeof SYMBOLS)[number], number> = { '★': 2000, '7': 1000, A: 500, K: 300, Q: 300, J: 300 };
const PAIR_PAYOUT_CENTS = 150;

interface LaunchRow {
  id: string;
  accountId: number;
  nodeId: number;
  language: string;
  expiresAt: number;
}

function findLaunch(ctx: AppContext, launchId: string): LaunchRow | null {
  if (!/^[0-9a-f]{32}$/.test(launchId)) return null;
  const row = sql(
    ctx.db,
    `SELECT l.id, l.account_id AS accountId, l.node_id AS nodeId, l.language, l.expires_at AS expiresAt
       FROM launches l JOIN sessions s ON s.token = l.session_token WHERE l.id = ? AND s.expires_at > ?`,
  ).get(launchId, ctx.now()) as LaunchRow | undefined;
  return row && row.expiresAt > ctx.now() ? row : null;
}

/** Outcome of a round: three symbols and the win in cents. */
export function playRound(random: (max: number) => number = randomInt): { reels: string[]; winCents: number } {
  const reels = [0, 1, 2].map(() => SYMBOLS[random(SYMBOLS.length)]!);
  const [a, b, c] = reels as [(typeof SYMBOLS)[number], string, string];
  const winCents = a === b && b === c ? TRIPLE_PAYOUT_CENTS[a] : a === b || b === c || a === c ? PAIR_PAYOUT_CENTS : 0;
  return { reels, winCents };
}

const spinBodySchema = z.object({ session: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The demo-game page and its spin call. */
export function registerDemoGameRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { nodeId: string }; Querystring: { session?: string; lang?: string } }>(
    '/demo-games/:nodeId',
    async (request, reply) => {
      const query = request.query as { session?: unknown; lang?: unknown };
      const language = demoGameLanguage(typeof query.lang === 'string' ? query.lang : undefined);
      reply.header('content-security-policy', DEMO_PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const launch = typeof query.session === 'string' ? findLaunch(ctx, query.session) : null;
      const nodeId = Number(request.params.nodeId);
      if (!launch || launch.nodeId !== nodeId) return reply.code(404).send(expiredPage(language));
      const game = findGame(ctx, nodeId);
      if (!game) return reply.code(404).send(expiredPage(language, true));
      const wallet = sql(
        ctx.db,
        'SELECT w.balance_cents AS balanceCents, m.currency_symbol AS symbol FROM wallets w JOIN accounts a ON a.id = w.account_id JOIN merchants m ON m.code = a.merchant_code WHERE w.account_id = ?',
      ).get(launch.accountId) as { balanceCents: number; symbol: string };
      const vendor = sql(ctx.db, 'SELECT name FROM vendors WHERE code = ? AND game_type = ?')
        .pluck()
        .get(game.vassalage, game.gameType) as string;
      return reply.send(
        demoGamePage({
          gameName: game.gameName,
          vendor,
          launchId: launch.id,
          balance: toAmount(wallet.balanceCents),
          currencySymbol: wallet.symbol,
          language: typeof query.lang === 'string' ? language : demoGameLanguage(launch.language),
        }),
      );
    },
  );

  const spinTransaction = ctx.db.transaction((launch: LaunchRow) => {
    const { reels, winCents } = playRound();
    const debited = sql(ctx.db, 'UPDATE wallets SET balance_cents = balance_cents - ? + ? WHERE account_id = ? AND balance_cents >= ?').run(
      BET_CENTS,
      winCents,
      launch.accountId,
      BET_CENTS,
    );
    if (debited.changes === 0) return null;
    const balanceCents = sql(ctx.db, 'SELECT balance_cents FROM wallets WHERE account_id = ?').pluck().get(launch.accountId) as number;
    const ledger = sql(
      ctx.db,
      `INSERT INTO ledger (account_id, kind, amount_cents, bet_cents, win_cents, node_id, launch_id, balance_after_cents, created_at)
       VALUES (?, 'bet', ?, ?, ?, ?, ?, ?, ?)`,
    ).run(launch.accountId, winCents - BET_CENTS, BET_CENTS, winCents, launch.nodeId, launch.id, balanceCents, ctx.now());
    return { roundId: Number(ledger.lastInsertRowid), reels, winCents, balanceCents };
  });

  app.post('/demo-games/api/spin', async (request, reply) => {
    const parsed = spinBodySchema.safeParse(request.body);
    if (!parsed.success) throw new ApiFailure(400, ERROR_CODES.validation, describeIssues('body', parsed.error));
    const launch = findLaunch(ctx, parsed.data.session);
    if (!launch) throw new ApiFailure(401, ERROR_CODES.notLoggedIn, t(MESSAGES.gameSessionExpired));
    const round = spinTransaction(launch);
    if (!round) throw new ApiFailure(200, LOCAL_ERROR_CODES.insufficientFunds, t(MESSAGES.balanceShortBet));
    return reply.header('cache-control', 'no-store').send(
      ok({
        roundId: round.roundId,
        reels: round.reels,
        bet: toAmount(BET_CENTS),
        win: toAmount(round.winCents),
        balance: toAmount(round.balanceCents),
      }),
    );
  });
}
