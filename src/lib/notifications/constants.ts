/** Notification constants without zod, for the scripts every page carries (the contract re-exports them). */

/** Spec 2 §9: the page size; the bell's guest count may ask for up to the maximum at once. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_MAX_LIMIT = 100;
/** The bell's popup shows the latest 9 (spec 3 §9). */
export const NOTIFICATIONS_POPUP_SIZE = 9;
/** Guests keep the ids they read in local storage under this key (spec 3 §3, §9). */
export const READ_NOTIFICATIONS_KEY = 'read_notifications';
/** The window event a guest's read sends (spec 3 §4), so every part of the page updates. */
export const NOTIFICATION_READ_EVENT = 'notificationRead';
/** The realtime channel's name (spec 2 §4, §7): the SSE event name of a new notification. */
export const NOTIFICATION_CHANNEL = 'notification';
export const NOTIFICATION_STREAM_PATH = '/api/notification/stream';
