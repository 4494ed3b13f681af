import {
  buildRegistrationSrc,
  registrationContainerId,
  registrationFrameName,
  registrationScriptUrl,
} from './widget-query';

const WIDGETS = 'https://widgets.example.com';

describe('registration widget names', () => {
  it('builds the container id and the frame name from the hash (docs/upstream-api.md, section 4)', () => {
    expect(registrationContainerId('demo-offline')).toBe('registration-widget-demo-offline');
    expect(registrationFrameName('demo-offline')).toBe('demo-offline-platform');
  });

  it('loads registration.js from WIDGETS_URL', () => {
    expect(registrationScriptUrl('/demo/widgets')).toBe('/demo/widgets/registration.js');
    expect(registrationScriptUrl(`${WIDGETS}/`)).toBe(`${WIDGETS}/registration.js`);
  });
});

describe('buildRegistrationSrc', () => {
  it('holds the hash and the locale by default', () => {
    expect(buildRegistrationSrc(WIDGETS, { hash: 'h' }, 'ru')).toBe(
      `${WIDGETS}/registration?hash=h&locale=ru`,
    );
    expect(buildRegistrationSrc('/demo/widgets', { hash: 'h' }, 'en')).toBe(
      '/demo/widgets/registration?hash=h&locale=en',
    );
  });

  it.each([
    [{ orderId: 'ord-42' }, 'hash=h&order-id=ord-42&locale=ru'],
    [{ isRegistrationParticipants: true }, 'hash=h&is-registration-participants=true&locale=ru'],
    [{ isInvoiceOrder: true }, 'hash=h&is-invoice-order=true&locale=ru'],
    [{ isEditInvoiceEnabled: true }, 'hash=h&is-edit-invoice-enabled=true&locale=ru'],
  ])('adds %j only when set', (extra, query) => {
    expect(buildRegistrationSrc(WIDGETS, { hash: 'h', ...extra }, 'ru')).toBe(
      `${WIDGETS}/registration?${query}`,
    );
  });

  it('leaves out unset and false options', () => {
    expect(
      buildRegistrationSrc(
        WIDGETS,
        {
          hash: 'h',
          orderId: '',
          isRegistrationParticipants: false,
          isInvoiceOrder: false,
          isEditInvoiceEnabled: false,
        },
        'en',
      ),
    ).toBe(`${WIDGETS}/registration?hash=h&locale=en`);
  });

  it('keeps a stable order with every option and encodes values', () => {
    expect(
      buildRegistrationSrc(
        WIDGETS,
        {
          isEditInvoiceEnabled: true,
          isInvoiceOrder: true,
          isRegistrationParticipants: true,
          orderId: 'A/1 2',
          hash: 'h',
        },
        'en',
      ),
    ).toBe(
      `${WIDGETS}/registration?hash=h&order-id=A%2F1%202&is-registration-participants=true` +
        '&is-invoice-order=true&is-edit-invoice-enabled=true&locale=en',
    );
  });
});
