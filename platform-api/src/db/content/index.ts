import type { ContentLanguage } from '../../i18n/language';
import { Phrasebook } from '../../i18n/phrasebook';
import { CONTRACT_REASONS } from './agent';
import { COUNTRIES } from './countries';
import { CATEGORY_TITLES, CUSTOMER_SERVICE_PAGE } from './games';
import { HELP_CENTER } from './help';
import { INBOX_MESSAGES } from './inbox';
import { LEDGER_MEMOS } from './ledger';
import { ACTIONS, FEATURES, MESSAGES, VERIFICATION_METHODS } from './messages';
import { BANNER_GROUP_NAMES, BANNER_TEXTS, GAME_ANNOUNCEMENTS, NOTICES } from './notices';
import { DEPOSIT_CHANNEL_NAMES, PAYMENT_NOTES, UNKNOWN_CHANNEL } from './payments';
import { POINTS_ITEMS, REDEMPTION_NOTES } from './points';
import { PROMOTION_CATEGORIES, PROMOTION_NOTES, PROMOTION_TEMPLATES, PROMOTION_TITLES } from './promotions';
import { REFERRAL_RULES } from './referral';
import { BONUS_TITLES, MISSION_TITLES, REWARD_TITLES } from './rewards';

// Every content table of the API. Stored English texts (seeded content, reviewers' notes, contract
// reasons, ledger memos) are found in them when a reader asks for another language.

/** Every table but the ledger memos (whose short templates, `to {account}`, would match too much). */
export const CONTENT_TABLES: readonly unknown[] = [
  MESSAGES,
  ACTIONS,
  FEATURES,
  VERIFICATION_METHODS,
  PROMOTION_TITLES,
  PROMOTION_TEMPLATES,
  PROMOTION_CATEGORIES,
  PROMOTION_NOTES,
  HELP_CENTER,
  COUNTRIES,
  DEPOSIT_CHANNEL_NAMES,
  UNKNOWN_CHANNEL,
  PAYMENT_NOTES,
  REWARD_TITLES,
  BONUS_TITLES,
  MISSION_TITLES,
  INBOX_MESSAGES,
  POINTS_ITEMS,
  REDEMPTION_NOTES,
  REFERRAL_RULES,
  NOTICES,
  GAME_ANNOUNCEMENTS,
  BANNER_TEXTS,
  BANNER_GROUP_NAMES,
  CATEGORY_TITLES,
  CUSTOMER_SERVICE_PAGE,
  CONTRACT_REASONS,
];

const CONTENT = new Phrasebook(CONTENT_TABLES);
const MEMOS = new Phrasebook([LEDGER_MEMOS, ...CONTENT_TABLES]);

/**
 * A stored English text in a language: the text of the table entry it was written from (its
 * parameters translated too), or the text itself when no table knows it (typed by a person).
 */
export function translateStored(text: string, language: ContentLanguage): string {
  return CONTENT.translate(text, language);
}

/** Like {@link translateStored}, for an optional text. */
export function translateOptional<T extends string | null | undefined>(text: T, language: ContentLanguage): T {
  return (typeof text === 'string' ? translateStored(text, language) : text) as T;
}

/** A ledger memo in a language (the memo templates, then every other table). */
export function translateMemo(memo: string, language: ContentLanguage): string {
  return MEMOS.translate(memo, language);
}
