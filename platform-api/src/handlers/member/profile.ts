import type { endpoints } from 'shared-contracts';
import { sql } from '../../lib/statements';
import { sessionOf } from '../../http/guards';
import { uploadsOf } from '../../http/uploads';
import type { Handler } from '../types';
import { ACTIONS } from '../../db/content/messages';
import { realAccount } from '../../domain/account/accounts';

// The member's avatar and icon, and feedback (with images).

export const avatar: Handler<typeof endpoints.avatar> = (input) => {
  const session = sessionOf(input);
  const number = String(session.accountId % 12);
  return { avatar: number, avatarType: 'STATIC', url: `/assets-api/avatar/${number}.svg` };
};

export const memberIcon: Handler<typeof endpoints.memberIcon> = (input) => ({
  icon: `/assets-api/avatar/${sessionOf(input).accountId % 12}.svg`,
});

export const feedback: Handler<typeof endpoints.feedback> = (input) => {
  const { ctx, body, request } = input;
  const session = realAccount(sessionOf(input), ACTIONS.sendFeedback);
  const uploads = uploadsOf(request).filter((upload) => upload.field === 'images');
  return ctx.db.transaction(() => {
    const feedbackId = Number(
      sql(ctx.db, 'INSERT INTO feedback (account_id, category, content, created_at) VALUES (?, ?, ?, ?)').run(
        session.accountId,
        body.category ?? null,
        body.content,
        ctx.now(),
      ).lastInsertRowid,
    );
    const insertImage = sql(ctx.db, 'INSERT INTO feedback_images (feedback_id, mime, size, sha256, data) VALUES (?, ?, ?, ?, ?)');
    for (const upload of uploads) insertImage.run(feedbackId, upload.mime, upload.size, upload.sha256, upload.data);
    return { feedbackId, imageCount: uploads.length };
  })();
};
