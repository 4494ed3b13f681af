export { NotificationsProvider, useNotify } from './NotificationsProvider';
export * from './constants';
