// The living style guide: only at `platform-ui/style-guide`, never from the package root, so no
// app bundles it by importing the kit. The shell mounts it at a development route.
export { KitStyleGuide } from './kit-style-guide';
export type { KitStyleGuideProps } from './kit-style-guide';
