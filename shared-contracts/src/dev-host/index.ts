import '../zod-config';
export { createDevHost, DEV_BRAND } from './create-dev-host';
export { mountDevHost } from './dev-host';
