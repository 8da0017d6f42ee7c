import styles from './overlay-menu.module.css';

/** One entry of an {@link OverlayMenu}. */
export interface OverlayMenuItem<Id extends string> {
  id: Id;
  /** Translated label. */
  label: string;
}

/** Props of {@link OverlayMenu}. */
export interface OverlayMenuProps<Id extends string> {
  /** Accessible name of the navigation (translated). */
  label: string;
  items: readonly OverlayMenuItem<Id>[];
  /** The entry shown now: marked `aria-current="page"`. */
  activeId: Id;
  onSelect: (id: Id) => void;
}

/**
 * The page menu of an overlay (member and agent centres): buttons, the active one highlighted.
 *
 * @deprecated `CentreOverlay` has the menu built in. Kept until the centres have moved over.
 */
export function OverlayMenu<Id extends string>({ label, items, activeId, onSelect }: OverlayMenuProps<Id>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {items.map(({ id, label: itemLabel }) => (
          <li key={id}>
            <button type="button" className={styles.menuItem} aria-current={id === activeId ? 'page' : undefined} onClick={() => onSelect(id)}>
              {itemLabel}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
