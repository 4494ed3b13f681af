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

  it('ships no links of its own: the operator configures them', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(brand.userAgreementLink).toEqual({});
      expect(brand.obsStreamDocumentationLink).toBeUndefined();
      expect(JSON.stringify(brand)).not.toMatch(/https?:/);
    }
  });

  it('gives per-locale posters', () => {
    for (const brand of Object.values(BRANDS)) {
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
  const VARIABLES = [
    'BRAND',
    'BRAND_USER_AGREEMENT_URL_RU',
    'BRAND_USER_AGREEMENT_URL_EN',
    'BRAND_STREAM_DOCS_URL',
  ] as const;
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('adds the links the operator configured, and only those', async () => {
    process.env.BRAND_USER_AGREEMENT_URL_EN = 'https://legal.example/en/terms';
    process.env.BRAND_STREAM_DOCS_URL = 'https://help.example/obs';
    await jest.isolateModulesAsync(async () => {
      const { getBrand } = await import('./index');
      expect(getBrand()).toMatchObject({
        userAgreementLink: { ru: undefined, en: 'https://legal.example/en/terms' },
        obsStreamDocumentationLink: 'https://help.example/obs',
      });
    });
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
