import { buildQuery, trimBase } from '@/lib/player/player-query';

/** `registration.js` builds its frame from these strings (docs/upstream-api.md, section 4). */

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
