export { NotificationsProvider, useNotify, type NoticeInput } from './NotificationsProvider';
export * from './constants';
