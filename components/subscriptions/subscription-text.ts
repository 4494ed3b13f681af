/** Every string the subscription island shows, translated on the server (plain props). */
export interface SubscriptionText {
  /** h1 while subscribed (titles.emailUnsubscribe) and while unsubscribed (titles.emailSubscribe). */
  titleSubscribed: string;
  titleUnsubscribed: string;
  /** Settings heading (titles.emailChangeSettings). */
  settingsTitle: string;
  statusSubscribed: string;
  statusUnsubscribed: string;
  /** 'Address: an***@example.com', when the upstream knows the address. */
  recipient?: string;
  unsubscribe: string;
  subscribe: string;
  save: string;
  pending: string;
  settingsLead: string;
  optinCareer: string;
  optinAdv: string;
  unsavedChanges: string;
}
