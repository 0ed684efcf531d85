export { EventDetailScreen, type EventDetailProps } from './components/event-detail';
export { EventList, type EventListProps } from './components/event-list';
