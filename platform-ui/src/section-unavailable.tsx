import styles from './section-unavailable.module.css';

/** Props of {@link SectionUnavailable}. */
export interface SectionUnavailableProps {
  /** The translated message, naming the section. */
  message: string;
}

/** Shown for a page that is not built yet: says so plainly instead of pretending. */
export function SectionUnavailable({ message }: SectionUnavailableProps) {
  return (
    <div className={styles.panel} role="status" data-testid="section-unavailable">
      <p className={styles.text}>{message}</p>
    </div>
  );
}
