import { useTranslations } from 'next-intl';
import { NotFoundView } from '@/components/ui/NotFoundView';

export default function LocaleNotFound() {
  const t = useTranslations('notFound');
  return <NotFoundView title={t('title')} text={t('text')} code={t('code')} />;
}
