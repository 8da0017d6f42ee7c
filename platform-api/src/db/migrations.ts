import type Database from 'better-sqlite3';

/** One schema step. Steps are applied in order, once each, and recorded in `migrations`. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/** The schema, as a numbered list. Append new steps; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'merchants-accounts-sessions-wallets',
    sql: `
      CREATE TABLE merchants (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        currency TEXT NOT NULL,
        currency_symbol TEXT NOT NULL
      );
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        username TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        nickname TEXT NOT NULL DEFAULT '',
        type INTEGER NOT NULL,
        is_agent INTEGER NOT NULL,
        parent_id INTEGER REFERENCES accounts(id),
        rank_level INTEGER NOT NULL DEFAULT 0,
        mobile TEXT,
        email TEXT,
        first_time_login INTEGER NOT NULL DEFAULT 0,
        password_expired INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_code, username)
      );
      CREATE INDEX accounts_parent ON accounts(parent_id);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE wallets (
        account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        currency TEXT NOT NULL,
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0)
      );
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'bet', 'adjust')),
        amount_cents INTEGER NOT NULL,
        bet_cents INTEGER NOT NULL DEFAULT 0,
        win_cents INTEGER NOT NULL DEFAULT 0,
        node_id INTEGER,
        launch_id TEXT,
        balance_after_cents INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ledger_account_time ON ledger(account_id, created_at);
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'games-vendors-launches',
    sql: `
      CREATE TABLE game_categories (
        game_type TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        route TEXT NOT NULL,
        sort INTEGER NOT NULL,
        in_menu INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE vendors (
        code TEXT NOT NULL,
        game_type TEXT NOT NULL REFERENCES game_categories(game_type),
        name TEXT NOT NULL,
        colour TEXT NOT NULL,
        is_hot INTEGER NOT NULL DEFAULT 0,
        is_vassalage INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL,
        PRIMARY KEY (code, game_type)
      );
      CREATE TABLE games (
        node_id INTEGER PRIMARY KEY,
        game_type TEXT NOT NULL,
        vassalage TEXT NOT NULL,
        game_code TEXT NOT NULL,
        game_name TEXT NOT NULL,
        game_classify TEXT,
        min_bet REAL NOT NULL,
        line_num INTEGER NOT NULL,
        is_hot INTEGER NOT NULL DEFAULT 0,
        account_type_name TEXT,
        default_play_type TEXT,
        sort INTEGER NOT NULL,
        FOREIGN KEY (vassalage, game_type) REFERENCES vendors(code, game_type)
      );
      CREATE INDEX games_type_vendor ON games(game_type, vassalage, sort);
      CREATE TABLE launches (
        id TEXT PRIMARY KEY,
        session_token TEXT NOT NULL REFERENCES sessions(token) ON DELETE CASCADE,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        language TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 3,
    name: 'content-and-settings',
    sql: `
      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        category TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        state TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE notices (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        create_time INTEGER NOT NULL
      );
      CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        group_name TEXT NOT NULL,
        title TEXT NOT NULL,
        linkage_type TEXT NOT NULL,
        link TEXT NOT NULL,
        colour TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE whitelabel (
        mod_id TEXT PRIMARY KEY,
        parent_mod_id TEXT REFERENCES whitelabel(mod_id),
        enabled INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE system_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        status INTEGER NOT NULL CHECK (status IN (0, 1, 2)),
        restriction_ip TEXT,
        restriction_country TEXT,
        default_country TEXT NOT NULL
      );
      CREATE TABLE resources (
        resource_type TEXT PRIMARY KEY,
        url TEXT NOT NULL,
        qr_code_url TEXT,
        label_name_en TEXT
      );
      CREATE TABLE customer_service (
        id INTEGER PRIMARY KEY,
        type INTEGER NOT NULL,
        cs_type TEXT NOT NULL CHECK (cs_type IN ('VIP', 'LIVECHAT')),
        page TEXT NOT NULL,
        des_key TEXT NOT NULL CHECK (length(des_key) = 8)
      );
    `,
  },
  {
    id: 4,
    name: 'captcha-outbox-registration-settings',
    sql: `
      ALTER TABLE accounts ADD COLUMN affiliate_code TEXT;
      CREATE UNIQUE INDEX accounts_affiliate_code ON accounts(merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE login_failures (
        merchant_code TEXT NOT NULL,
        username TEXT NOT NULL COLLATE NOCASE,
        failures INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, username)
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        purpose TEXT NOT NULL,
        merchant_code TEXT NOT NULL,
        recipient TEXT NOT NULL,
        dialing_code TEXT,
        code TEXT,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        used_at INTEGER
      );
      CREATE INDEX outbox_recipient ON outbox(channel, purpose, recipient, created_at);
      CREATE TABLE register_settings (
        field TEXT PRIMARY KEY,
        enabled INTEGER NOT NULL,
        required INTEGER NOT NULL,
        min_length INTEGER NOT NULL,
        max_length INTEGER NOT NULL,
        pattern_id INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
    `,
  },
  {
    id: 5,
    name: 'favourites-recent-games',
    sql: `
      CREATE TABLE favourites (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, node_id)
      );
      CREATE TABLE recent_games (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL REFERENCES games(node_id),
        played_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, node_id)
      );
      CREATE INDEX recent_games_time ON recent_games(account_id, played_at);
    `,
  },
  {
    id: 6,
    name: 'ledger-kinds-points-feedback',
    sql: `
      CREATE TABLE ledger_next (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'bet', 'adjust', 'transfer', 'points')),
        amount_cents INTEGER NOT NULL,
        bet_cents INTEGER NOT NULL DEFAULT 0,
        win_cents INTEGER NOT NULL DEFAULT 0,
        node_id INTEGER,
        launch_id TEXT,
        balance_after_cents INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        memo TEXT
      );
      INSERT INTO ledger_next (id, account_id, kind, amount_cents, bet_cents, win_cents, node_id, launch_id, balance_after_cents, created_at)
        SELECT id, account_id, kind, amount_cents, bet_cents, win_cents, node_id, launch_id, balance_after_cents, created_at FROM ledger;
      DROP TABLE ledger;
      ALTER TABLE ledger_next RENAME TO ledger;
      CREATE INDEX ledger_account_time ON ledger(account_id, created_at);
      ALTER TABLE accounts ADD COLUMN points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0);
      CREATE TABLE points_items (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('CASH', 'GIFT')),
        quantity INTEGER NOT NULL CHECK (quantity >= 0),
        points_required INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        amount_required_cents INTEGER NOT NULL,
        units TEXT NOT NULL,
        remark TEXT,
        sort INTEGER NOT NULL
      );
      CREATE TABLE points_redemptions (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        item_id INTEGER NOT NULL REFERENCES points_items(id),
        quantity INTEGER NOT NULL,
        points INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('processing', 'approved', 'rejected')),
        apply_time INTEGER NOT NULL,
        remark TEXT
      );
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        category TEXT,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 7,
    name: 'login-verification',
    sql: `
      ALTER TABLE accounts ADD COLUMN payee_name TEXT;
      ALTER TABLE accounts ADD COLUMN google_secret TEXT;
      ALTER TABLE accounts ADD COLUMN login_verification TEXT CHECK (login_verification IN ('off', 'new-ip', 'always'));
      ALTER TABLE system_settings ADD COLUMN login_verification TEXT NOT NULL DEFAULT 'off' CHECK (login_verification IN ('off', 'new-ip', 'always'));
      ALTER TABLE system_settings ADD COLUMN login_verification_methods TEXT NOT NULL DEFAULT 'SMS,EMAIL,BANK_ACCOUNT_NAME,GOOGLE';
      ALTER TABLE system_settings ADD COLUMN login_captcha TEXT NOT NULL DEFAULT 'after-failures' CHECK (login_captcha IN ('after-failures', 'always'));
      CREATE TABLE account_ips (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        first_seen INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        PRIMARY KEY (account_id, ip)
      );
      CREATE TABLE login_challenges (
        token TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        ip TEXT NOT NULL,
        methods TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 8,
    name: 'member-and-agent-centres',
    sql: `
      CREATE TABLE ledger_next (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdraw', 'bet', 'adjust', 'transfer', 'points', 'bonus', 'rebate', 'reward', 'raffle', 'salary', 'dividend')),
        amount_cents INTEGER NOT NULL,
        bet_cents INTEGER NOT NULL DEFAULT 0,
        win_cents INTEGER NOT NULL DEFAULT 0,
        node_id INTEGER,
        launch_id TEXT,
        balance_after_cents INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        memo TEXT
      );
      INSERT INTO ledger_next SELECT id, account_id, kind, amount_cents, bet_cents, win_cents, node_id, launch_id, balance_after_cents, created_at, memo FROM ledger;
      DROP TABLE ledger;
      ALTER TABLE ledger_next RENAME TO ledger;
      CREATE INDEX ledger_account_time ON ledger(account_id, created_at);
      CREATE INDEX ledger_kind_time ON ledger(kind, created_at);
      ALTER TABLE messages ADD COLUMN content TEXT NOT NULL DEFAULT '';
      ALTER TABLE accounts ADD COLUMN bank_name TEXT;
      ALTER TABLE accounts ADD COLUMN bank_account_no TEXT;
      ALTER TABLE accounts ADD COLUMN referral_code TEXT;
      ALTER TABLE accounts ADD COLUMN referrer_id INTEGER REFERENCES accounts(id);
      CREATE UNIQUE INDEX accounts_referral_code ON accounts(merchant_code, referral_code) WHERE referral_code IS NOT NULL;
      ALTER TABLE system_settings ADD COLUMN withdraw_pay_after_minutes INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE system_settings ADD COLUMN withdraw_auto_received_minutes INTEGER NOT NULL DEFAULT 30;
      CREATE TABLE deposits (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        channel_id INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        status TEXT NOT NULL,
        remark TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        status TEXT NOT NULL CHECK (status IN ('processing', 'paid', 'received', 'partially_received', 'not_received', 'auto_received', 'rejected')),
        created_at INTEGER NOT NULL,
        paid_at INTEGER,
        confirmed_at INTEGER,
        received_cents INTEGER,
        remark TEXT
      );
      CREATE INDEX withdrawals_account ON withdrawals(account_id, created_at);
      CREATE TABLE rewards (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('BONUS', 'MISSION', 'VIP', 'BIRTHDAY')),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        status TEXT NOT NULL CHECK (status IN ('claimable', 'claimed')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        claimed_at INTEGER
      );
      CREATE TABLE rebate_claims (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        amount_cents INTEGER NOT NULL,
        valid_bet_cents INTEGER NOT NULL,
        claimed_at INTEGER NOT NULL
      );
      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
        from_account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
        to_account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        rate REAL NOT NULL CHECK (rate > 0 AND rate <= 100),
        period_type TEXT NOT NULL CHECK (period_type IN ('hourly', 'daily', 'weekly', 'semimonthly', 'monthly', 'realtime')),
        min_active_members INTEGER NOT NULL DEFAULT 0,
        min_valid_bet_cents INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('offered', 'accepted', 'rejected', 'terminated')),
        created_at INTEGER NOT NULL,
        responded_at INTEGER,
        terminated_at INTEGER,
        terminated_reason TEXT
      );
      CREATE INDEX contracts_to ON contracts(to_account_id, kind, status);
      CREATE INDEX contracts_from ON contracts(from_account_id, kind, status);
      CREATE TABLE dividend_records (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        contract_id INTEGER REFERENCES contracts(id),
        period_type TEXT NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        team_profit_cents INTEGER NOT NULL,
        valid_bet_cents INTEGER NOT NULL,
        active_members INTEGER NOT NULL,
        rate REAL NOT NULL,
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'requested', 'paid', 'rejected')),
        requested_at INTEGER,
        paid_at INTEGER
      );
      CREATE TABLE salary_records (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        contract_id INTEGER REFERENCES contracts(id),
        kind TEXT NOT NULL CHECK (kind IN ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        valid_bet_cents INTEGER NOT NULL,
        active_members INTEGER NOT NULL,
        rate REAL NOT NULL,
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('paid', 'pending')),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX salary_account ON salary_records(account_id, kind, period_start);
      CREATE TABLE raffle_claims (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        promotion_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        prize_cents INTEGER NOT NULL,
        claimed_at INTEGER NOT NULL,
        UNIQUE (account_id, promotion_id, day)
      );
    `,
  },
  {
    id: 9,
    name: 'human-verification',
    sql: `
      CREATE TABLE geetest_challenges (
        lot_number TEXT PRIMARY KEY,
        captcha_id TEXT NOT NULL,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE geetest_passes (
        pass_token TEXT PRIMARY KEY,
        lot_number TEXT NOT NULL,
        captcha_id TEXT NOT NULL,
        captcha_output TEXT NOT NULL,
        gen_time TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    id: 10,
    name: 'social-identities-login-history-phone-provider',
    sql: `
      CREATE TABLE social_identities (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook', 'telegram')),
        subject TEXT NOT NULL COLLATE NOCASE,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_code, provider, subject)
      );
      CREATE INDEX social_identities_account ON social_identities(account_id);
      CREATE TABLE used_tokens (
        jti TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        used_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE login_history (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        method TEXT NOT NULL,
        ip TEXT NOT NULL,
        country TEXT,
        first_login INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX login_history_account ON login_history(account_id, created_at);
      ALTER TABLE sessions ADD COLUMN login_id INTEGER;
      ALTER TABLE outbox ADD COLUMN via TEXT;
      CREATE TABLE phone_provider_sessions (
        session_info TEXT PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        phone_number TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX phone_provider_sessions_phone ON phone_provider_sessions(phone_number, created_at);
    `,
  },
  {
    id: 11,
    name: 'phone-provider-attempts',
    sql: `
      ALTER TABLE phone_provider_sessions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 12,
    name: 'idempotency-deposits-wallets-promotions-vip',
    sql: `
      CREATE TABLE idempotency_keys (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        endpoint_id TEXT NOT NULL,
        idem_key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status_code INTEGER NOT NULL,
        response TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, endpoint_id, idem_key)
      );
      ALTER TABLE deposits ADD COLUMN decided_at INTEGER;
      ALTER TABLE deposits ADD COLUMN reject_reason TEXT;
      ALTER TABLE accounts ADD COLUMN payment_password_hash TEXT;
      CREATE TABLE bank_cards (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        bank_name TEXT NOT NULL,
        account_name TEXT NOT NULL,
        account_no TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        UNIQUE (account_id, account_no)
      );
      CREATE TABLE game_wallets (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        account_type_id INTEGER NOT NULL,
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
        PRIMARY KEY (account_id, account_type_id)
      );
      ALTER TABLE merchants ADD COLUMN is_single INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE merchants ADD COLUMN allow_downline_recall INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE system_settings ADD COLUMN withdraw_daily_limit INTEGER NOT NULL DEFAULT 5;
      ALTER TABLE promotions ADD COLUMN kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'raffle'));
      ALTER TABLE promotions ADD COLUMN terms TEXT NOT NULL DEFAULT '';
      ALTER TABLE promotions ADD COLUMN bonus_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE promotions ADD COLUMN needs_review INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE promotion_applications (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('applying', 'rejected', 'issued', 'claimed', 'processing', 'joined')),
        remark TEXT NOT NULL DEFAULT '',
        image_count INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        reject_reason TEXT
      );
      CREATE INDEX promotion_applications_member ON promotion_applications(account_id, promotion_id, id);
      CREATE TABLE promotion_images (
        id INTEGER PRIMARY KEY,
        application_id INTEGER NOT NULL REFERENCES promotion_applications(id) ON DELETE CASCADE,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        data BLOB NOT NULL
      );
      CREATE TABLE vip_levels (
        level INTEGER PRIMARY KEY,
        label_name TEXT NOT NULL,
        color TEXT NOT NULL,
        color2 TEXT NOT NULL,
        deposit_required_cents INTEGER NOT NULL,
        valid_bet_required_cents INTEGER NOT NULL,
        upgrade_bonus_cents INTEGER NOT NULL,
        monthly_bonus_cents INTEGER NOT NULL,
        birthday_bonus_cents INTEGER NOT NULL,
        rebate_rate REAL NOT NULL,
        withdraw_limit_cents INTEGER NOT NULL,
        dedicated_service INTEGER NOT NULL
      );
    `,
  },
  {
    id: 13,
    name: 'feedback-images',
    sql: `
      CREATE TABLE feedback_images (
        id INTEGER PRIMARY KEY,
        feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        data BLOB NOT NULL
      );
    `,
  },
  {
    id: 14,
    name: 'contract-profit-loss-and-bet-amount',
    // Spec §3 dividend/salary contract: period profit and loss, bet amount per day or hour.
    sql: `
      ALTER TABLE contracts ADD COLUMN min_profit_loss_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE contracts ADD COLUMN min_bet_amount_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE contracts ADD COLUMN bet_amount_unit TEXT NOT NULL DEFAULT 'day' CHECK (bet_amount_unit IN ('day', 'hour'));
      UPDATE contracts SET bet_amount_unit = 'hour' WHERE kind IN ('HOURLY_SALARY', 'REALTIME_SALARY');
    `,
  },
  {
    id: 15,
    name: 'login-failures-per-address',
    // Failed logins of one client address over every user name, counted in a window that starts
    // with the address's first failure (issue 36).
    sql: `
      CREATE TABLE login_address_failures (
        merchant_code TEXT NOT NULL,
        address TEXT NOT NULL,
        failures INTEGER NOT NULL,
        window_start INTEGER NOT NULL,
        last_failure_at INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, address)
      );
    `,
  },
  {
    id: 16,
    name: 'seen-login-bodies',
    // The encrypted login bodies accepted while the freshness check is on (issue 36).
    sql: `
      CREATE TABLE seen_login_bodies (
        digest TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 17,
    name: 'withdrawal-refunds',
    // When a rejected withdrawal was refunded (issue 36: records say so); older rejections were
    // refunded when they were rejected.
    sql: `
      ALTER TABLE withdrawals ADD COLUMN refunded_at INTEGER;
      UPDATE withdrawals SET refunded_at = created_at WHERE status = 'rejected';
    `,
  },
  {
    id: 18,
    name: 'referral-earnings',
    // What the referral programme paid (issue 36: the rules' bonus was never paid): one row per
    // invitee and kind and day; and up to when an inviter's daily commissions are settled.
    sql: `
      CREATE TABLE referral_earnings (
        id INTEGER PRIMARY KEY,
        referrer_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        invitee_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('first_deposit', 'commission')),
        day TEXT NOT NULL DEFAULT '',
        valid_bet_cents INTEGER NOT NULL DEFAULT 0,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        created_at INTEGER NOT NULL,
        UNIQUE (referrer_id, invitee_id, kind, day)
      );
      ALTER TABLE accounts ADD COLUMN referral_settled_until INTEGER;
    `,
  },
];

/** Applies every migration not yet recorded, each in its own transaction. */
export function migrate(db: Database.Database): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const applied = new Set(db.prepare('SELECT id FROM migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const migration of [...MIGRATIONS].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, Date.now());
    })();
    done.push(migration.id);
  }
  return done;
}
