import { getTranslations } from 'next-intl/server';
import type { Certificate } from '@/lib/api/viewer';
import { certificateKind, downloadFileName } from '@/lib/certificate/file';
import { buttonClass } from '@/components/ui/button';

// The download link points straight at the upstream's http(s) URL: the schemas drop every other
// scheme.
export async function CertificateView({
  certificate,
  eventName,
}: {
  certificate: Certificate;
  eventName?: string;
}) {
  const t = await getTranslations('certificate');
  const kind = certificateKind(certificate);
  const fileName = downloadFileName(certificate);

  const openLink = (
    <a
      href={certificate.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('secondary')}
    >
      {t('open')}
    </a>
  );

  return (
    <div className="flex flex-col gap-6">
      {eventName ? <p className="text-lg text-muted">{t('event', { name: eventName })}</p> : null}
      <div className="flex flex-wrap gap-3">
        <a href={certificate.url} download={fileName} className={buttonClass('primary')}>
          <DownloadIcon />
          {t('download')}
        </a>
        {kind === 'other' ? null : openLink}
      </div>
      {kind === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- an upstream file of any host and size
        <img
          src={certificate.url}
          alt={t('imageAlt')}
          className="h-auto max-h-[80vh] w-full rounded-xl border border-line bg-surface object-contain"
        />
      ) : kind === 'pdf' ? (
        <object
          data={certificate.url}
          type="application/pdf"
          title={t('pdfTitle')}
          aria-label={t('pdfTitle')}
          className="h-[80vh] w-full rounded-xl border border-line bg-surface"
        >
          <div className="flex flex-col items-start gap-3 p-6">
            <p>{t('pdfFallback')}</p>
            {openLink}
          </div>
        </object>
      ) : (
        <p className="rounded-xl bg-surface px-4 py-3">{t('otherFormat')}</p>
      )}
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 3v12m0 0 5-5m-5 5-5-5M4 21h16" />
    </svg>
  );
}
