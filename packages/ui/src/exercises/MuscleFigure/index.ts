export { MuscleFigure, figureLabel, muscleFigureSizes } from './MuscleFigure.tsx';
export type { MuscleFigureProps, MuscleFigureSize } from './MuscleFigure.tsx';
