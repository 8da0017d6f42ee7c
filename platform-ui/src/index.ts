export { OverlayDialog } from './overlay-dialog';
export type { OverlayDialogProps } from './overlay-dialog';
export { SectionUnavailable } from './section-unavailable';
export type { SectionUnavailableProps } from './section-unavailable';
export { useFocusTrap } from './use-focus-trap';
export { apiErrorText } from './api-error-text';
