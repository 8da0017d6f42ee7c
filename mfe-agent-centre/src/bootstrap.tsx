import { mountDevHost } from 'shared-contracts/dev-host';
import { DevLauncher } from './app/dev-launcher';

mountDevHost('mfe-agent-centre', () => <DevLauncher />);
