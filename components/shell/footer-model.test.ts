import { activitySchema, type Activity } from '@/lib/api/schemas';
import { BRANDS, withBrandLinks } from '@/lib/brand/brands';
import { footerModel, telHref } from './footer-model';

function activity(extra: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'h',
    name: 'Event',
    status: 'planned',
    type: 'online',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 7 },
    ...extra,
  });
}

const brand = withBrandLinks(BRANDS.default, {
  userAgreement: { ru: 'https://legal.example/ru', en: 'https://legal.example/en' },
});
const base = { brand, locale: 'ru' as const, showPaymentLogos: true };

describe('footerModel', () => {
  it('links the per-locale user agreement, with the privacy-policy suffix for corporate events', () => {
    expect(footerModel({ ...base, activity: activity() })).toMatchObject({
      agreementHref: brand.userAgreementLink.ru,
      withPrivacyPolicy: false,
    });
    expect(
      footerModel({ ...base, locale: 'en', activity: activity({ theme: 'corporate' }) }),
    ).toMatchObject({
      agreementHref: brand.userAgreementLink.en,
      withPrivacyPolicy: true,
    });
  });

  it('leaves the agreement link out where none is configured', () => {
    expect(footerModel({ ...base, brand: BRANDS.default }).agreementHref).toBeUndefined();
  });

  it('shows payment logos only for paid events, on non-minimal pages, when the brand enables them', () => {
    const paid = activity({ tickets: { ticketPrice: 1500 } });
    expect(footerModel({ ...base, activity: paid }).showPaymentLogos).toBe(true);
    expect(footerModel({ ...base, activity: paid, showPaymentLogos: false }).showPaymentLogos).toBe(
      false,
    );
    expect(
      footerModel({ ...base, activity: activity({ tickets: { ticketPrice: 0 } }) })
        .showPaymentLogos,
    ).toBe(false);
    expect(
      footerModel({ ...base, brand: BRANDS['cloud-events'], activity: paid }).showPaymentLogos,
    ).toBe(false);
    expect(footerModel({ ...base }).showPaymentLogos).toBe(false);
  });

  it('credits the organizer, the brand when there is none, or the corporate text', () => {
    expect(
      footerModel({ ...base, activity: activity({ organizerName: 'ООО «Ромашка»' }) }).copyright,
    ).toEqual({
      kind: 'owner',
      owner: 'ООО «Ромашка»',
    });
    expect(footerModel({ ...base, activity: activity() }).copyright).toEqual({
      kind: 'owner',
      owner: brand.name,
    });
    expect(
      footerModel({ ...base, activity: activity({ theme: 'corporate', organizerName: 'X' }) })
        .copyright,
    ).toEqual({
      kind: 'corporate',
    });
  });

  it('shows the support phone only when the brand enables it and the event gives one', () => {
    const withPhone = activity({ techSupport: { telnum: '+7 495 123-45-67' } });
    expect(footerModel({ ...base, activity: withPhone }).phone).toEqual({
      text: '+7 495 123-45-67',
      href: 'tel:+74951234567',
    });
    expect(footerModel({ ...base, activity: activity() }).phone).toBeUndefined();
    expect(
      footerModel({ ...base, brand: { ...brand, isShowPhone: false }, activity: withPhone }).phone,
    ).toBeUndefined();
  });

  it("shows the 'made in' logo on the test page or when the main hall has branding", () => {
    expect(footerModel({ ...base, isTestPage: true }).showMadeIn).toBe(true);
    expect(footerModel({ ...base, activity: activity() }).showMadeIn).toBe(false);
    expect(
      footerModel({ ...base, activity: activity({ halls: [{ id: 7, isBrandingEnabled: true }] }) })
        .showMadeIn,
    ).toBe(true);
    // Another hall's branding is not the event's: the main hall (7) decides.
    expect(
      footerModel({
        ...base,
        activity: activity({ halls: [{ id: 7 }, { id: 8, isBrandingEnabled: true }] }),
      }).showMadeIn,
    ).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
    expect(telHref('8 800 + 555')).toBe('tel:8800555');
  });

  it('refuses values without a phone number', () => {
    expect(telHref('call us')).toBeUndefined();
    expect(telHref('javascript:alert(1)')).toBeUndefined();
  });
});
