import type { RemotePackage } from 'shared-contracts';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';
import styles from './pages.module.css';

/** Props of {@link RemotePage}. */
export interface RemotePageProps {
  remote: RemotePackage;
  exposed: string;
  /** The translated tab title. */
  title: string;
  props?: Record<string, unknown>;
  /** Game views fill the content area without padding. */
  isFlush?: boolean;
  /** The remote's page renders its own h1 (a PageFrame title): the shell adds none (one h1 per page). */
  hasOwnHeading?: boolean;
}

/** A route whose content is one remote's page: the tab title, then the slot. */
export function RemotePage({ remote, exposed, title, props, isFlush = false, hasOwnHeading = false }: RemotePageProps) {
  useDocumentTitle(title);
  return (
    <div className={isFlush ? undefined : styles.page}>
      {hasOwnHeading ? null : <h1 className="visually-hidden">{title}</h1>}
      <RemoteSlot remote={remote} exposed={exposed} {...(props ? { props } : {})} />
    </div>
  );
}
