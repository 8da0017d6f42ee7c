import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameSchema, type GameLaunchTarget } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { LaunchFeedback } from './launch-feedback';
import { LaunchStatus } from './launch-status';
import { useLauncher } from './use-launcher';
import styles from './launch-request-listener.module.css';

/**
 * Mounted listeners, in mount order. Every expose of this remote renders one (through
 * LobbyProviders), and they share this module, so the first mounted one owns the bus subscription;
 * when it unmounts the next one takes over. One `game:launch-requested` → one launch.
 */
const useListenerRegistry = create<{ ids: readonly string[] }>(() => ({ ids: [] }));

function register(id: string): () => void {
  useListenerRegistry.setState((state) => ({ ids: [...state.ids, id] }));
  return () => useListenerRegistry.setState((state) => ({ ids: state.ids.filter((other) => other !== id) }));
}

/** What a `game:launch-requested` payload must hold to be launched (it comes from other remotes). */
const launchTargetSchema = z
  .extend(
    z.pick(gameSchema, { nodeId: true, gameType: true, vassalage: true }),
    z.partial(
      z.pick(gameSchema, {
        gameId: true,
        roomId: true,
        gameCode: true,
        code: true,
        defaultPlayType: true,
        accountTypeName: true,
        isGame: true,
        gameName: true,
      }),
    ).shape,
  )
  .check(z.refine((game) => game.vassalage.trim() !== ''));

/** Keeps only the known fields of a valid launch target; null for anything else. */
export function parseLaunchTarget(value: unknown): GameLaunchTarget | null {
  const parsed = launchTargetSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Listens to `game:launch-requested` (other remotes and the shell launch games only through it) and
 * runs the lobby's launch rules; shows the launch status and the vassalage popup list. Renders
 * nothing unless it is the owning listener (see the registry above).
 */
export function LaunchRequestListener() {
  const host = useHost();
  const id = useId();
  const isOwner = useListenerRegistry((state) => state.ids[0] === id);
  const { t } = useTranslation();
  const { start, feedback } = useLauncher();
  const [isInvalidRequest, setIsInvalidRequest] = useState(false);

  useEffect(() => register(id), [id]);

  useEffect(() => {
    if (!isOwner) return;
    return host.bus.on('game:launch-requested', (payload) => {
      const game = parseLaunchTarget((payload as { game?: unknown } | undefined)?.game);
      setIsInvalidRequest(game === null);
      if (game) start(game);
    });
  }, [host.bus, isOwner, start]);

  if (!isOwner) return null;
  return (
    <div className={styles.region} data-testid="lobby-launch-listener">
      {isInvalidRequest ? (
        <LaunchStatus errorMessage={t('launch.invalidGame')} onDismiss={() => setIsInvalidRequest(false)} />
      ) : (
        <LaunchFeedback {...feedback} />
      )}
    </div>
  );
}
