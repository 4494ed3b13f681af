import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, brandFor, defaultPoster, defaultVideoPoster } from './brands';

describe('brands', () => {
  it('selects the default brand unless cloud-events is asked for', () => {
    expect(brandFor(undefined).id).toBe('default');
    expect(brandFor('cloud-events')).toMatchObject({
      id: 'cloud-events',
      theme: 'mashroom',
      isShowPaymentInfo: false,
    });
    expect(brandFor('unknown').id).toBe('default');
  });

  it('gives per-locale agreement links and posters', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.userAgreementLink.ru).not.toBe(brand.userAgreementLink.en);
      expect(defaultPoster(brand, 'en')).toContain('-en.');
      expect(defaultVideoPoster(brand, 'ru')).toMatchObject({
        kind: 'video',
        poster: brand.poster.ru,
      });
    }
  });

  it('ships every asset it names', () => {
    for (const brand of Object.values(BRANDS)) {
      const files = [
        brand.logo,
        brand.logoOnDark,
        brand.madeInLogo,
        ...Object.values(brand.poster),
        ...Object.values(brand.socialImage),
        ...Object.values(brand.videoPoster).filter((file): file is string => !!file),
      ];
      for (const file of files) expect(existsSync(join(process.cwd(), 'public', file))).toBe(true);
    }
  });
});

describe('getBrand', () => {
  const saved = process.env.BRAND;
  afterEach(() => {
    if (saved === undefined) delete process.env.BRAND;
    else process.env.BRAND = saved;
  });

  it('follows the BRAND variable', async () => {
    process.env.BRAND = 'cloud-events';
    await jest.isolateModulesAsync(async () => {
      const { getBrand } = await import('./index');
      expect(getBrand().name).toBe('Cloud Events');
    });
    delete process.env.BRAND;
    await jest.isolateModulesAsync(async () => {
      const { getBrand } = await import('./index');
      expect(getBrand().name).toBe('Eventum');
    });
  });
});
