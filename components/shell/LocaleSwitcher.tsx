import { LanguageHintAfterLoad } from '@/components/landing/LanguageHintAfterLoad';
import { LocaleLinks } from './LocaleLinks';
import { languageHintProps } from './text';

// No client code in the first load: server links, and the hint's island after the page.
export async function LocaleSwitcher({ currentHref }: { currentHref: string }) {
  const [links, hint] = await Promise.all([LocaleLinks({ currentHref }), languageHintProps()]);
  return (
    <>
      {links}
      <LanguageHintAfterLoad {...hint} />
    </>
  );
}
