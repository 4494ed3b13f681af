import type { Activity } from '@/lib/api/schemas';
import { isMainHallBranded, isPaid } from '@/lib/activity/derived';
import type { BrandConfig } from '@/lib/brand/brands';
import type { Locale } from '@/i18n/routing';
import { isCorporateTheme } from '@/lib/theme/themes';

export interface FooterInput {
  activity?: Activity;
  brand: BrandConfig;
  locale: Locale;
  /** The caller's page is not the minimal landing (payment logos never show there). */
  showPaymentLogos: boolean;
  isTestPage?: boolean;
}

export interface FooterModel {
  /** Undefined when the operator configured no agreement link for this locale: not rendered. */
  agreementHref?: string;
  withPrivacyPolicy: boolean;
  showPaymentLogos: boolean;
  copyright: { kind: 'corporate' } | { kind: 'owner'; owner: string };
  phone?: { text: string; href: string };
  showMadeIn: boolean;
}

/** Digits and a leading plus: all a `tel:` link may carry. @internal */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}

export function footerModel({
  activity,
  brand,
  locale,
  showPaymentLogos,
  isTestPage = false,
}: FooterInput): FooterModel {
  const corporate = !!activity?.theme && isCorporateTheme(activity.theme);
  const telnum = activity?.techSupport?.telnum?.trim();
  const phoneHref = telnum ? telHref(telnum) : undefined;
  return {
    agreementHref: brand.userAgreementLink[locale],
    withPrivacyPolicy: corporate,
    showPaymentLogos: showPaymentLogos && brand.isShowPaymentInfo && !!activity && isPaid(activity),
    copyright: corporate
      ? { kind: 'corporate' }
      : { kind: 'owner', owner: activity?.organizerName?.trim() || brand.name },
    phone: brand.isShowPhone && telnum && phoneHref ? { text: telnum, href: phoneHref } : undefined,
    showMadeIn: isTestPage || (!!activity && isMainHallBranded(activity)),
  };
}
