import { getLocale, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/organizer/PageStates';
import { CopyButton } from '@/components/ui/CopyButton';
import { copyText } from '@/components/ui/copy-text';
import type { Form } from '@/lib/api/schemas';
import { localizedPath } from '@/lib/seo/urls';
import { qrSvgDataUrl, renderQrSvg } from '@/lib/qr/svg';
import { PngDownloadButton } from './PngDownloadButton';
import { buttonClass } from '@/components/ui/button';

const ACTION = buttonClass('secondary');

// The QR SVG is made on the server: in the first HTML, and sharp at any size.
export async function FormQrView({
  form,
  path,
}: {
  form: Form;
  /** The page's locale-free path with its query, for the reload link. */
  path: string;
}) {
  const [locale, t, tTitles] = await Promise.all([
    getLocale(),
    getTranslations('formQr'),
    getTranslations('titles'),
  ]);

  if (!form.isPublished) {
    return (
      <EmptyState headingLevel={1} title={t('unpublished.title')} text={t('unpublished.text')}>
        <a href={localizedPath(path, locale)} className={buttonClass()}>
          {t('unpublished.reload')}
        </a>
      </EmptyState>
    );
  }

  const heading = (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-bold tracking-wide text-muted uppercase">
        {tTitles('formQrCode')}
      </p>
      <h1 className="text-3xl font-bold wrap-anywhere tablet:text-4xl">{form.title}</h1>
    </div>
  );
  if (!form.url) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <p role="alert" className="rounded-xl bg-surface px-4 py-3">
          {t('noUrl')}
        </p>
      </div>
    );
  }

  const svg = await renderQrSvg(form.url);
  const svgUrl = qrSvgDataUrl(svg);
  const baseName = `form-qr-${form.id}`;

  return (
    <div className="flex flex-col gap-6">
      {heading}
      <div className="grid gap-6 laptop:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] laptop:items-start">
        <figure className="mx-auto w-full max-w-sm rounded-2xl border border-line bg-white p-3 laptop:max-w-none">
          <div
            role="img"
            aria-label={t('qrAlt', { title: form.title })}
            data-testid="form-qr"
            className="[&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
            // Only qrcode's own output reaches this sink (QrSvgMarkup, lib/qr/svg.ts).
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </figure>
        <div className="flex flex-col gap-5">
          <p className="text-muted">{t('hint')}</p>
          <div className="flex flex-wrap gap-3">
            <a href={svgUrl} download={`${baseName}.svg`} className={ACTION}>
              {t('downloadSvg')}
            </a>
            <PngDownloadButton
              svgUrl={svgUrl}
              fileName={`${baseName}.png`}
              text={{
                downloadPng: t('downloadPng'),
                pngPreparing: t('pngPreparing'),
                pngFailed: t('pngFailed'),
              }}
              className={ACTION}
            />
          </div>
          <div className="flex flex-col gap-2 rounded-xl bg-surface p-4">
            <p className="text-sm font-bold">{t('link')}</p>
            <p className="font-mono text-sm break-all">{form.url}</p>
            <div className="flex flex-wrap gap-3">
              <CopyButton
                value={form.url}
                label={t('copyLink')}
                text={await copyText()}
                className={ACTION}
              />
              <a href={form.url} target="_blank" rel="noopener noreferrer" className={ACTION}>
                {t('openForm')}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
