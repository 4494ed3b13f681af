import { getTranslations } from 'next-intl/server';
import { EventThemeRoot, eventThemeName } from '@/components/platform/EventThemeRoot';
import { currentLocale } from '@/i18n/current-locale';
import type { Locale } from '@/i18n/routing';
import type { Activity } from '@/lib/api/schemas';
import { getBrand } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { RegistrationWidget } from './RegistrationWidget';
import { registrationWidgetText } from './text';

export type OrderVariant = 'order' | 'invoice';

export interface OrderViewProps {
  activity: Activity;
  orderId?: string;
  /** 'invoice' (`/order-invoice`) opens the widget on the order's invoice, editable. */
  variant: OrderVariant;
}

const HEADING_KEY = { order: 'orderHeading', invoice: 'orderInvoiceHeading' } as const;

/** Metadata is rendered apart from the page, so it names the locale. */
export async function orderHeading(locale: Locale, variant: OrderVariant): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'platformPage' });
  return t(HEADING_KEY[variant]);
}

// As docs/decisions/0001-where-the-spec-is-silent.md chose: no landing chrome, no footer.
export async function OrderView({ activity, orderId, variant }: OrderViewProps) {
  const [t, text, locale] = await Promise.all([
    getTranslations('platformPage'),
    registrationWidgetText(),
    currentLocale(),
  ]);
  const { WIDGETS_URL } = getConfig();
  const isInvoice = variant === 'invoice';
  return (
    <EventThemeRoot activity={activity} theme={eventThemeName(activity, getBrand())}>
      <main id="main" className="flex-1 px-4 py-8 tablet:px-8 laptop:py-12">
        <div className="mx-auto flex w-full max-w-player flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h1 className="text-3xl leading-tight font-bold tablet:text-4xl">
              {t(HEADING_KEY[variant])}
            </h1>
            <p className="text-lg wrap-anywhere">{activity.name}</p>
            {orderId ? (
              <p className="text-muted" data-testid="order-number">
                {t('orderNumber', { orderId })}
              </p>
            ) : null}
          </header>
          <RegistrationWidget
            text={text}
            locale={locale}
            hash={activity.hash}
            orderId={orderId}
            isInvoiceOrder={isInvoice}
            isEditInvoiceEnabled={isInvoice}
            widgetsUrl={WIDGETS_URL}
          />
        </div>
      </main>
    </EventThemeRoot>
  );
}
