export { DataExportCard } from './DataExportCard.tsx';
export type { DataExportCardProps } from './DataExportCard.tsx';
