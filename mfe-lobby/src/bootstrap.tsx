import { mountDevHost } from 'shared-contracts/dev-host';
import { DevRoutes } from './app/dev-routes';

// Standalone: this remote inside the dev host (real API client against the reference API).
mountDevHost('mfe-lobby', () => <DevRoutes />);
