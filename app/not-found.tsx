import { NotFoundBackLink } from '@/components/ui/NotFoundLeaves';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { getBrand } from '@/lib/brand';
import ru from '@/messages/ru.json';
import './globals.css';

/** Paths outside the locale segment (rare) have no locale: the default-locale text, no switch. */
export default function RootNotFound() {
  const { logo, name } = getBrand();
  return (
    <html lang="ru">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NotFoundView
          title={ru.notFound.title}
          text={ru.notFound.text}
          code={ru.notFound.code}
          logo={{ src: logo, alt: name }}
          back={<NotFoundBackLink label={ru.notFound.back} />}
        />
      </body>
    </html>
  );
}
