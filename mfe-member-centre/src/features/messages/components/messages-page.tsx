import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useSession } from 'shared-contracts/react';
import { apiErrorText, PageFrame, useFormat } from 'platform-ui';
import { SafeHtml } from 'platform-ui/safe-html';
import styles from '../../../components/ui.module.css';
import { deleteInboxMessages, inboxQueryOptions, markInboxRead, messagesKeys } from '../api/messages-queries';

/**
 * Platform information (spec §2 messageV2): the inbox with unread marks; opening a message reads
 * it; many can be selected to read or delete. The unread count is announced on the bus
 * (`inbox:unread-changed`) when the list loads and after each read or delete, so the header's badge
 * follows without another call; member info (which also carries it) is reloaded too.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const host = useHost();
  const { member } = useSession();
  const queryClient = useQueryClient();
  const { dateTime } = useFormat();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useQuery({ ...inboxQueryOptions(host.api, member?.account ?? '', page), enabled: !!member });
  const baseId = useId();

  const unreadNow = inbox.data?.unreadCount;
  useEffect(() => {
    if (unreadNow !== undefined) host.bus.emit('inbox:unread-changed', { unread: unreadNow });
  }, [host, unreadNow]);
  const afterChange = async ({ unreadCount }: { unreadCount: number }) => {
    host.bus.emit('inbox:unread-changed', { unread: unreadCount });
    await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    // Member info carries unreadMessageCount: refreshing it updates every reader of the session.
    await host.session.refreshMember().catch(() => undefined);
  };
  const read = useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) => markInboxRead(host.api, body),
    onSuccess: afterChange,
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => deleteInboxMessages(host.api, ids),
    onSuccess: async (value) => {
      setSelected(new Set());
      setOpenId(null);
      await afterChange(value);
    },
  });

  const list = inbox.data?.list ?? [];
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const open = (id: number, isRead: boolean) => {
    setOpenId((current) => (current === id ? null : id));
    if (!isRead) read.mutate({ ids: [id] });
  };
  const busy = read.isPending || remove.isPending;
  const failure = read.error ?? remove.error;
  const allSelected = list.length > 0 && list.every((message) => selected.has(message.id));

  return (
    <PageFrame
      loading={inbox.isPending}
      error={inbox.error}
      onRetry={() => void inbox.refetch()}
      empty={list.length === 0 && page === 1 ? t('messages.empty') : false}
    >
      <div className={styles.page}>
        <div className={styles.actions}>
          <p className={styles.muted} role="status">
            {t('messages.unread', { count: inbox.data?.unreadCount ?? 0 })}
          </p>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(list.map((message) => message.id)))}
            />
            {t('messages.selectAll')}
          </label>
          <button
            type="button"
            className={styles.button}
            disabled={busy || selected.size === 0}
            onClick={() => read.mutate({ ids: [...selected] })}
          >
            {t('messages.markRead', { count: selected.size })}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={busy || selected.size === 0}
            onClick={() => remove.mutate([...selected])}
          >
            {t('messages.delete', { count: selected.size })}
          </button>
          <button
            type="button"
            className={styles.button}
            disabled={busy || (inbox.data?.unreadCount ?? 0) === 0}
            onClick={() => read.mutate({ all: true })}
          >
            {t('messages.markAllRead')}
          </button>
        </div>
        {failure ? (
          <p role="alert" className={styles.alert}>
            {apiErrorText(failure, t)}
          </p>
        ) : null}
        <ul className={styles.list} aria-label={t('messages.listLabel')}>
          {list.map((message) => {
            const contentId = `${baseId}-${message.id}`;
            return (
              <li key={message.id} className={styles.row} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'start' }}>
                <input
                  type="checkbox"
                  aria-label={t('messages.select', { title: message.title })}
                  checked={selected.has(message.id)}
                  onChange={() => toggle(message.id)}
                />
                <div>
                  <button
                    type="button"
                    className={styles.button}
                    aria-expanded={openId === message.id}
                    aria-controls={contentId}
                    onClick={() => open(message.id, message.isRead)}
                  >
                    {message.isRead ? null : <span className={styles.badge}>{t('messages.new')}</span>}{' '}
                    <span style={{ fontWeight: message.isRead ? 400 : 700 }}>{message.title}</span>
                  </button>
                  <p className={styles.hint}>{dateTime(message.createdAt)}</p>
                  {openId === message.id ? <SafeHtml id={contentId} html={message.content} className={styles.card} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
        {(inbox.data?.totalPages ?? 1) > 1 ? (
          <nav aria-label={t('records.paging')} className={styles.actions}>
            <button type="button" className={styles.button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('records.previous')}
            </button>
            <span>{t('records.pageOf', { page, count: inbox.data?.totalPages ?? 1 })}</span>
            <button
              type="button"
              className={styles.button}
              disabled={page >= (inbox.data?.totalPages ?? 1)}
              onClick={() => setPage(page + 1)}
            >
              {t('records.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </PageFrame>
  );
}
