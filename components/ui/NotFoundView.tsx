import {
  NOT_FOUND_BACK,
  NOT_FOUND_CODE,
  NOT_FOUND_MESSAGES,
  type NotFoundKind,
  type NotFoundTextKey,
} from '@/lib/i18n/not-found';
import type { ClientLocaleLinksProps } from '@/components/shell/LocaleSwitcherClient';
import { NotFoundBackLink, NotFoundSwitch } from './NotFoundLeaves';

/**
 * Every not-found page (decision 1206): the brand's logo and the language switch in the site
 * header, the text, and a way back. Shared by the server copy and the client boundary, so the
 * boundary that takes over after hydration draws the same page.
 */
export function NotFoundView({
  kind,
  t,
  logo,
  localeSwitch,
  withDocumentTitle = true,
}: {
  kind: NotFoundKind;
  t: (key: NotFoundTextKey) => string;
  logo: { src: string; alt: string };
  /** None outside the locale segment, which has no other language to offer. */
  localeSwitch?: ClientLocaleLinksProps;
  /** Off where the page's metadata already gives the document its `<title>`. */
  withDocumentTitle?: boolean;
}) {
  const title = t(NOT_FOUND_MESSAGES[kind].title);
  return (
    <>
      <header className="site-header">
        <div className="site-header-bar">
          <div aria-hidden="true" />
          <div className="flex min-w-0 justify-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG product logo */}
            <img src={logo.src} alt={logo.alt} width={160} height={40} className="brand-logo" />
          </div>
          <div className="justify-self-end">
            {localeSwitch ? <NotFoundSwitch {...localeSwitch} /> : null}
          </div>
        </div>
      </header>
      <main
        id="main"
        className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      >
        {withDocumentTitle ? <title>{title}</title> : null}
        <p className="text-sm font-bold tracking-widest text-muted uppercase">
          {t(NOT_FOUND_CODE)}
        </p>
        <h1 className="text-3xl font-bold wrap-anywhere tablet:text-4xl">{title}</h1>
        <p className="text-lg text-muted">{t(NOT_FOUND_MESSAGES[kind].text)}</p>
        <NotFoundBackLink label={t(NOT_FOUND_BACK)} />
      </main>
    </>
  );
}
