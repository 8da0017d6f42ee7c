// Each component is its own module and the package has no side effects but its CSS, so an app
// bundles only what it imports (importing `Money` never pulls TanStack Table, Embla or DOMPurify).
// The heavy pieces also have their own subpaths: `platform-ui/records-table`, `platform-ui/carousel`,
// `platform-ui/safe-html`. The style guide is only at `platform-ui/style-guide`.

// Translations and formatting
export { KIT_NAMESPACE, kitTranslations } from './kit-i18n';
export { localeTag } from './locale-tag';
export { formatMoney } from './format-money';
export type { FormatMoneyOptions } from './format-money';
export { formatNumber, formatPercent } from './format-number';
export type { FormatNumberOptions } from './format-number';
export { useFormat } from './use-format';
export type { Format, FormatOptions } from './use-format';
export { formatDate, formatDateTime, toDate } from './format-date';
export type { DateInput } from './format-date';
export { DATE_PRESET_IDS, datePresetRange, datePresets, dateRangeBounds, toIsoDate } from './date-presets';
export type { DatePreset, DatePresetId, DateRange } from './date-presets';
export { useKitLocale } from './use-kit-locale';
export { apiErrorText, apiFieldErrorTexts, isBusinessError, withoutFieldKey } from './api-error-text';
export { useApiErrorText } from './use-api-error-text';

// Mechanics every remote shares: the money action, forms
export { useAnnounceBalance, useIntentKeys, useMoneyAction } from './money-action';
export type { AnnounceBalanceOptions, BalanceQuery, MoneyActionOptions } from './money-action';
export { applyServerErrors, errorAttributes, useFieldErrorText, useInFlight, useZodForm } from './form';
export type { FieldErrorLike, UseZodFormOptions } from './form';
export { Field, TextField } from './field';
export type { FieldClasses, FieldControlProps, FieldProps, TextFieldProps } from './field';

// Components
export { Money } from './money';
export type { MoneyProps } from './money';
export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { sanitizeHtml } from './sanitize-html';
export { SANITIZED_HTML_POLICY, sanitizedHtml } from './trusted-html';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { PageFrame } from './page-frame';
export type { PageFrameProps } from './page-frame';
export { CentreOverlay } from './centre-overlay';
export type { CentreOverlayItem, CentreOverlayProps } from './centre-overlay';
export { RecordsTable } from './records-table';
export type { RecordsColumn, RecordsTableProps } from './records-table';
export { DateField, datePattern, parseDate } from './date-field';
export type { DateFieldProps } from './date-field';
export { DateRangeFilter } from './date-range-filter';
export type { DateRangeFilterProps } from './date-range-filter';
export { ImagePicker, screenImages } from './image-picker';
export type { ImagePickerProps, ImageRefusal, ImageRefusalReason } from './image-picker';
export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { AlertDialog } from './alert-dialog';
export type { AlertDialogButton, AlertDialogIcon, AlertDialogProps } from './alert-dialog';
export { LazyAlertDialog } from './lazy-alert-dialog';
export { PART_STILL_LOADING_MS, closeWhenUnavailable, lazyPart } from './lazy-part';
export { PartUnavailable } from './part-unavailable';
export { PartStillLoading } from './part-still-loading';
export type { PartStillLoadingProps } from './part-still-loading';
export type { LazyPartOptions, PartRetry } from './lazy-part';
export { Menu } from './menu';
export type { MenuEntry, MenuProps } from './menu';
export { Popover } from './popover';
export type { PopoverProps } from './popover';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { ComboBox, COMBO_BOX_CLOSE_DELAY_MS } from './combo-box';
export type { ComboBoxOption, ComboBoxProps } from './combo-box';
export { ToastProvider, useToast } from './toast';
export type { ToastApi, ToastOptions, ToastProviderProps } from './toast';
export { Carousel, CAROUSEL_AUTOPLAY_MS } from './carousel';
export type { CarouselProps, CarouselSlide } from './carousel';
export { useReducedMotion } from './use-reduced-motion';
export { WhenNearViewport, NEAR_VIEWPORT_MARGIN } from './when-near-viewport';
export type { WhenNearViewportProps } from './when-near-viewport';

// Earlier pieces, kept while the apps move over (see README "Migration")
export { PageFailed } from './page-failed';
export type { PageFailedProps } from './page-failed';
export { useDraggable, clampMove } from './use-draggable';
