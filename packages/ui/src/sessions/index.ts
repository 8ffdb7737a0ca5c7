export * from './SessionCard/index.ts';
export * from './SessionCalendar/index.ts';
export * from './ScheduleSessionDialog/index.ts';
export * from './CancelSessionDialog/index.ts';
export * from './RequestSessionDialog/index.ts';
export * from './ProposeTimeDialog/index.ts';
export * from './CalendarFeedCard/index.ts';
