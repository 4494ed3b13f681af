import { NotFoundView } from '@/components/ui/NotFoundView';
import { getBrand } from '@/lib/brand';
import ru from '@/messages/ru.json';
import './globals.css';

/** Paths outside the locale segment (rare) have no locale: the default-locale text, no switch. */
export default function RootNotFound() {
  const { logo, name } = getBrand();
  const t = (key: string) =>
    String(
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru),
    );
  return (
    <html lang="ru">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NotFoundView kind="page" t={t} logo={{ src: logo, alt: name }} withSwitch={false} />
      </body>
    </html>
  );
}
