import { buildQuery, trimBase } from '@/lib/player/player-query';

/**
 * The registration widget's container and frame (docs/upstream-api.md, section 4). `registration.js` reads the container's `data-src` and `data-name` to build the
 * frame, so these strings are the whole interface between the page and the widget.
 */

export interface RegistrationWidgetParams {
  hash: string;
  orderId?: string;
  isRegistrationParticipants?: boolean;
  isInvoiceOrder?: boolean;
  isEditInvoiceEnabled?: boolean;
}

export function registrationContainerId(hash: string): string {
  return `registration-widget-${hash}`;
}

export function registrationFrameName(hash: string): string {
  return `${hash}-platform`;
}

export function registrationScriptUrl(widgetsUrl: string): string {
  return `${trimBase(widgetsUrl)}/registration.js`;
}

/** Each optional key only when set (orderId) or true (the flags); `locale` always. */
export function buildRegistrationSrc(
  widgetsUrl: string,
  {
    hash,
    orderId,
    isRegistrationParticipants,
    isInvoiceOrder,
    isEditInvoiceEnabled,
  }: RegistrationWidgetParams,
  locale: string,
): string {
  const query = buildQuery([
    ['hash', hash],
    ['order-id', orderId],
    ['is-registration-participants', isRegistrationParticipants === true],
    ['is-invoice-order', isInvoiceOrder === true],
    ['is-edit-invoice-enabled', isEditInvoiceEnabled === true],
    ['locale', locale],
  ]);
  return `${trimBase(widgetsUrl)}/registration?${query}`;
}
