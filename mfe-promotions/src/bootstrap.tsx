import { mountDevHost } from 'shared-contracts/dev-host';
import { DevApp } from './app/dev-app';

mountDevHost('mfe-promotions', () => <DevApp />);
