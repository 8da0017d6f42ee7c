import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText, useFormat } from 'platform-ui';
import { safeUrl, type GameLaunchTarget } from 'shared-contracts';
import { useHost, useHostLanguage, useSession } from 'shared-contracts/react';
import fallbackIcon from '../../../assets/game-fallback.svg';
import buttonStyles from '../../../components/button.module.css';
import { ErrorPanel } from '../../../components/status-panel';
import { pvpRoomsQueryOptions } from '../api/pvp-query';
import styles from './pvp-rooms.module.css';

/** Rooms shown before "show all". */
export const PVP_ROOMS_PREVIEW = 12;

/** Props of {@link PvpRooms}. */
export interface PvpRoomsProps {
  /** The vendor tab selected in the lobby (null: all vendors). */
  vassalage: string | null;
  /** Launches a room by the lobby's launch rules (login first, then the PVP launch call). */
  onEnter: (room: GameLaunchTarget) => void;
  /** The room being entered now, if any. */
  enteringRoomId?: string | null | undefined;
}

/** The PVP rooms of the `/pvp` lobby (spec §7 "PVP rooms"): name, vendor, players and minimum bet; a button enters one. */
export function PvpRooms({ vassalage, onEnter, enteringRoomId }: PvpRoomsProps) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const errorMessage = useApiErrorText();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const rooms = useQuery(pvpRoomsQueryOptions(host.api, vassalage, language));
  const format = useFormat({ currencySymbol: useSession().member?.currencySymbol });

  let body;
  if (rooms.isPending) {
    body = (
      <p role="status" className={styles.muted}>
        {t('pvp.loading')}
      </p>
    );
  } else if (rooms.isError) {
    body = <ErrorPanel title={t('pvp.error')} detail={errorMessage(rooms.error)} onRetry={() => void rooms.refetch()} />;
  } else if (rooms.data.length === 0) {
    body = <p className={styles.muted}>{t('pvp.empty')}</p>;
  } else {
    const shown = showAll ? rooms.data : rooms.data.slice(0, PVP_ROOMS_PREVIEW);
    body = (
      <>
        <ul className={styles.rooms} aria-label={t('pvp.listLabel')}>
          {shown.map((room) => (
            <li key={`${room.vassalage}:${room.roomId}`}>
              <button
                type="button"
                className={styles.room}
                aria-label={t('pvp.enter', { name: room.roomName })}
                aria-busy={enteringRoomId === room.roomId}
                disabled={enteringRoomId === room.roomId}
                onClick={() =>
                  onEnter({
                    nodeId: /^\d+$/.test(room.roomId) ? Number(room.roomId) : 0,
                    gameType: 'PVP',
                    vassalage: room.vassalage,
                    roomId: room.roomId,
                    gameName: room.roomName,
                  })
                }
              >
                <img
                  className={styles.icon}
                  src={safeUrl(room.showIcon) ?? fallbackIcon}
                  alt=""
                  loading="lazy"
                  width={48}
                  height={48}
                  onError={(event) => {
                    if (!event.currentTarget.src.endsWith(fallbackIcon)) event.currentTarget.src = fallbackIcon;
                  }}
                />
                <span className={styles.body}>
                  <span className={styles.name}>{room.roomName}</span>
                  <span className={styles.meta}>
                    {room.vassalage}
                    {room.players !== undefined && ` · ${t('pvp.players', { count: room.players })}`}
                    {room.minBet !== undefined && ` · ${t('pvp.minBet', { amount: format.money(room.minBet) })}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {rooms.data.length > PVP_ROOMS_PREVIEW && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? t('pvp.showFewer') : t('pvp.showAll', { count: rooms.data.length })}
          </button>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="pvp-rooms">
      <h2 id={headingId} className={styles.heading}>
        {t('pvp.rooms')}
      </h2>
      {body}
    </section>
  );
}
