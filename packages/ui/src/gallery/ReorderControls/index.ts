export { ReorderControls } from './ReorderControls.tsx';
export type { ReorderControlsProps } from './ReorderControls.tsx';
