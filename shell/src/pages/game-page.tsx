import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { useDocumentTitle } from '../hooks/use-document-title';

/** `/game`: the embedded game frame of mfe-lobby (it reads the launch address from the URL). */
export function GamePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('titles.game'));
  return <RemoteSlot remote="mfe-lobby" exposed="GameFrame" />;
}
