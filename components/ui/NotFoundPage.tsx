import { getTranslations } from 'next-intl/server';
import { getBrand } from '@/lib/brand';
import {
  NOT_FOUND_BACK,
  NOT_FOUND_CODE,
  NOT_FOUND_MESSAGES,
  type NotFoundKind,
} from '@/lib/i18n/not-found';
import { NotFoundBackLink, NotFoundSwitch } from './NotFoundLeaves';
import { NotFoundStatus } from './NotFoundStatus';
import { NotFoundView } from './NotFoundView';

/** `NotFound`'s text in the first HTML with a 404; `NotFound` takes over after hydration. */
export async function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  const t = await getTranslations();
  const { logo, name } = getBrand();
  const { title, text } = NOT_FOUND_MESSAGES[kind];
  return (
    <>
      <NotFoundView
        title={t(title)}
        text={t(text)}
        code={t(NOT_FOUND_CODE)}
        logo={{ src: logo, alt: name }}
        switcher={<NotFoundSwitch />}
        back={<NotFoundBackLink label={t(NOT_FOUND_BACK)} />}
        withDocumentTitle={false}
      />
      <NotFoundStatus />
    </>
  );
}
