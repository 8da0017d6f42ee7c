import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../utils/state-actions';
import styles from './promotion-detail.module.css';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  /** When the promotion starts (epoch ms). */
  target: number;
  /** Called once when the countdown reaches zero (the state is re-read then). */
  onDone?: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "Starts in 1d 02:03:04", ticking every second until the promotion starts. */
export function Countdown({ target, onDone }: CountdownProps) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(target, now);
  const isDone = left.total === 0;

  useEffect(() => {
    if (isDone) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isDone]);

  useEffect(() => {
    if (isDone) onDone?.();
    // onDone is called once per reaching zero, not on every new function identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isDone]);

  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      {isDone
        ? t('countdown.started')
        : t('countdown.startsIn', { time: left.days > 0 ? t('countdown.daysClock', { days: left.days, clock }) : clock })}
    </p>
  );
}
