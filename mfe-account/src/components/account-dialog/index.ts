export { AccountDialog } from './account-dialog';
export type { AccountDialogProps } from './account-dialog';
