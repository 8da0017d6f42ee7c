import type { RemoteExposeKey, RemotePackage } from 'shared-contracts';
import { RemoteSlotView, type RemoteSlotProps, type RemoteSlotViewProps } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** Props of {@link RemotePage}: the slot's (remote, expose, typed props) and the page's. */
export type RemotePageProps<R extends RemotePackage, E extends RemoteExposeKey<R>> = Omit<
  RemoteSlotProps<R, E>,
  'variant' | 'hideOnFailure'
> & {
  /** The translated tab title. */
  title: string;
  /** Game views fill the content area without padding. */
  isFlush?: boolean;
  /** The remote's page renders its own h1 (a PageFrame title): the shell adds none (one h1 per page). */
  hasOwnHeading?: boolean;
};

/** A route whose content is one remote's page: the tab title, then the slot. */
export function RemotePage<R extends RemotePackage, E extends RemoteExposeKey<R>>({
  title,
  isFlush = false,
  hasOwnHeading = false,
  ...slot
}: RemotePageProps<R, E>) {
  useDocumentTitle(title);
  return (
    <div className={isFlush ? undefined : styles.page}>
      {hasOwnHeading ? null : <h1 className="visually-hidden">{title}</h1>}
      <RemoteSlotView {...(slot as RemoteSlotViewProps)} />
    </div>
  );
}
