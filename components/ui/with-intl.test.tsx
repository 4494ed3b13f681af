/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useLocale, useTranslations } from 'next-intl';
import { withIntl } from './with-intl';

function Greeting({ name }: { name: string }) {
  const t = useTranslations('menu');
  return (
    <p lang={useLocale()}>
      {t('open')} {name}
    </p>
  );
}

describe('withIntl', () => {
  it('renders the island inside a provider with the locale and messages it is handed', () => {
    const Island = withIntl(Greeting);
    render(<Island intl={{ locale: 'en', messages: { menu: { open: 'Open' } } }} name="menu" />);
    expect(screen.getByText('Open menu')).toHaveAttribute('lang', 'en');
  });

  it('keeps the intl prop out of the island’s own props', () => {
    const seen: object[] = [];
    const Island = withIntl((props: { value: number }) => {
      seen.push(props);
      return null;
    });
    render(<Island intl={{ locale: 'ru', messages: {} }} value={1} />);
    expect(seen).toEqual([{ value: 1 }]);
  });
});
