import { createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';
import { buildMetadata, notFoundMetadata } from './metadata';

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
