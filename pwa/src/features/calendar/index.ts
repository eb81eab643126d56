/** Calendar files (issue 13): the personal feed setting for the dashboards' settings. 'Add to calendar' is components/calendar/add-to-calendar-link.tsx (event cards and tickets use it). */
export { CalendarFeedSetting } from './components/calendar-feed-setting';
