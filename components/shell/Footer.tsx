import { getLocale, getTranslations } from 'next-intl/server';
import { footerModel, type FooterInput } from './footer-model';

/** Card schemes, then the acquiring bank; text badges in public/payment, not scheme artwork. */
const PAYMENT_LOGOS = ['mir', 'visa', 'mastercard', 'bank'] as const;

export async function Footer(props: Omit<FooterInput, 'locale'>) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shell')]);
  const model = footerModel({ ...props, locale });
  const year = new Date().getFullYear();

  return (
    <footer aria-label={t('footerLabel')} className="site-footer">
      <div className="site-footer-bar">
        <div className="flex flex-col gap-2 text-sm">
          {model.agreementHref ? (
            <a
              href={model.agreementHref}
              target="_blank"
              rel="noopener noreferrer"
              className="underline"
            >
              {t('userAgreement')}
              {model.withPrivacyPolicy ? t('privacyPolicySuffix') : null}
              <span className="sr-only">{` ${t('opensInNewTab')}`}</span>
            </a>
          ) : null}
          <p>
            {model.copyright.kind === 'corporate'
              ? t('corporateCopyright', { year })
              : t('copyright', { year, owner: model.copyright.owner })}
          </p>
          {model.phone ? (
            <a href={model.phone.href} className="underline">
              {t('supportPhone', { phone: model.phone.text })}
            </a>
          ) : null}
        </div>

        {model.showPaymentLogos ? (
          <ul
            aria-label={t('paymentMethods')}
            className="flex flex-wrap items-center gap-3"
            data-testid="payment-logos"
          >
            {PAYMENT_LOGOS.map((name) => (
              <li key={name}>
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG badges */}
                <img
                  src={`/payment/${name}.svg`}
                  alt={t(`paymentLogos.${name}`)}
                  width={52}
                  height={32}
                  className="h-8 w-auto"
                />
              </li>
            ))}
          </ul>
        ) : null}

        {model.showMadeIn ? (
          <p className="flex items-center gap-2 text-sm" data-testid="made-in">
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG brand mark */}
            <img
              src={props.brand.madeInLogo}
              alt=""
              width={24}
              height={24}
              className="h-6 w-auto"
            />
            {t('madeIn', { brand: props.brand.name })}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
