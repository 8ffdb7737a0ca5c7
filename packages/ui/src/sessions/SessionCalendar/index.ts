export { SessionCalendar, calendarViews } from './SessionCalendar.tsx';
export type { CalendarView, SessionCalendarProps } from './SessionCalendar.tsx';
