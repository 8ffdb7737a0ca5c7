import { b } from './b.ts';

export const a = (): number => b() + 1;
