export { RadioGroup, Radio, radioGroupAppearances, radioGroupOrientations } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioProps } from './RadioGroup.tsx';
