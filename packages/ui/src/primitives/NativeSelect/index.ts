export { NativeSelect } from './NativeSelect.tsx';
export type { NativeSelectProps } from './NativeSelect.tsx';
