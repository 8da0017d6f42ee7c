import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './game-search.module.css';

/** Props of {@link GameSearch}. */
export interface GameSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box of the game grid (by game name); the caller debounces. Escape clears it. */
export function GameSearch({ value, onChange }: GameSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className={styles.label}>
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        maxLength={64}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
    </div>
  );
}
