// Stand-ins for the platform-ui pieces being built (issue 15: one kit). Each is swapped for the
// kit's own as soon as it is on main, then this folder is deleted.
export { Carousel } from './carousel';
export type { CarouselProps } from './carousel';
export { formatDate, formatMoney } from './format';
export { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES, ImagePicker } from './image-picker';
export type { ImagePickerProps, ImageRefusal } from './image-picker';
export { PageFrame } from './page-frame';
export type { PageFrameProps } from './page-frame';
export { SafeHtml } from './safe-html';
export type { SafeHtmlProps } from './safe-html';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
