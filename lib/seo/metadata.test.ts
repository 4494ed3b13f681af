import { createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';
import { buildMetadata, notFoundMetadata, pageTitle } from './metadata';

jest.mock('@/lib/config', () => ({
  getConfig: () => ({ SITE_URL: 'https://events.example', BRAND: 'default' }),
}));

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'notFound' }) =>
    createTranslator({ locale: 'ru', messages: ru, namespace }),
}));

describe('notFoundMetadata', () => {
  it('names no address for a missing page: no canonical, hreflang or og:url', async () => {
    const metadata = await notFoundMetadata({ locale: 'ru', path: '/page-not-found' });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph?.url).toBeUndefined();
    expect(metadata.robots).toEqual(
      buildMetadata({ title: 't', path: '/x', locale: 'ru', noindex: true }).robots,
    );
  });
});

describe('pageTitle', () => {
  const t = createTranslator({ locale: 'ru', messages: ru });

  it('names the page, then the event', () => {
    expect(pageTitle(t, 'Результаты опроса', 'Демо-день')).toBe('Результаты опроса — Демо-день');
  });

  it('names the brand where the event is unknown or unnamed', () => {
    expect(pageTitle(t, 'Проверка оборудования')).toBe('Проверка оборудования — Eventum');
    expect(pageTitle(t, 'Результаты опроса', '  ')).toBe('Результаты опроса — Eventum');
  });
});
