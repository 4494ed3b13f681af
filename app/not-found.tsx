import { NotFoundView } from '@/components/ui/NotFoundView';
import ru from '@/messages/ru.json';
import './globals.css';

/** Paths outside the locale segment (rare) have no locale: the default-locale text. */
export default function RootNotFound() {
  return (
    <html lang="ru">
      <body className="min-h-screen font-sans antialiased">
        <NotFoundView title={ru.notFound.title} text={ru.notFound.text} code={ru.notFound.code} />
      </body>
    </html>
  );
}
