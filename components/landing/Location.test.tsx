/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Location, locationQuery, mapSearchUrl } from './Location';
import { makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const at = (location: unknown, type = 'offline') => makeActivity({ type, location });

describe('Location', () => {
  it('is hidden for online events and when neither city nor address is set', async () => {
    expect(await Location({ activity: at({ city: 'Казань' }, 'online') })).toBeNull();
    expect(await Location({ activity: at(undefined) })).toBeNull();
    expect(await Location({ activity: at({ city: ' ', address: '' }) })).toBeNull();
  });

  it('joins city and address with a comma under the block title', async () => {
    const activity = at({
      city: 'Казань',
      address: 'ул. Баумана, 15',
      blockTitle: 'Где встречаемся',
    });
    render(await Location({ activity }));
    expect(screen.getByRole('region', { name: 'Где встречаемся' })).toHaveAttribute(
      'id',
      'location',
    );
    expect(screen.getByTestId('location-text')).toHaveTextContent('Казань, ул. Баумана, 15');
  });

  it("says 'address not specified' after the city when there is no address", async () => {
    const { rerender } = render(await Location({ activity: at({ city: 'Казань' }) }));
    expect(screen.getByTestId('location-text')).toHaveTextContent('Казань, адрес не указан');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Место проведения');

    setTestRequestLocale('en');
    rerender(await Location({ activity: at({ city: 'Berlin' }, 'hybrid') }));
    expect(screen.getByTestId('location-text')).toHaveTextContent('Berlin, address not specified');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Location');
  });

  it('shows an address without a city on its own', async () => {
    render(await Location({ activity: at({ address: 'ул. Баумана, 15' }) }));
    expect(screen.getByTestId('location-text')).toHaveTextContent(/^ул\. Баумана, 15$/);
  });

  it('links to the OpenStreetMap search for the place in a new tab', async () => {
    render(
      await Location({
        activity: at({ city: 'Казань', address: 'ул. Баумана, 15' }),
      }),
    );
    const link = screen.getByRole('link', { name: /Открыть на карте/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C%2C%20%D1%83%D0%BB.%20%D0%91%D0%B0%D1%83%D0%BC%D0%B0%D0%BD%D0%B0%2C%2015',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('searches the map for the city alone, without the placeholder phrase', () => {
    expect(locationQuery({ city: ' Казань ' })).toBe('Казань');
    expect(mapSearchUrl('Berlin')).toBe('https://www.openstreetmap.org/search?query=Berlin');
  });
});
