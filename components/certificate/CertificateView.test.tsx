/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import { CertificateView } from './CertificateView';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
// An English page unless a test says otherwise.
beforeEach(() => setTestRequestLocale('en'));

async function renderView(
  certificate: { url: string; fileName?: string },
  locale: 'ru' | 'en' = 'en',
  eventName?: string,
) {
  setTestRequestLocale(locale);
  render(await CertificateView({ certificate, eventName }));
}

describe('CertificateView', () => {
  it('shows an image certificate inline with a download link to the file', async () => {
    await renderView(
      { url: 'https://cdn.example/c/1.png', fileName: 'certificate-anna.png' },
      'ru',
      'Цифровые продукты',
    );
    expect(screen.getByRole('img', { name: ru.certificate.imageAlt })).toHaveAttribute(
      'src',
      'https://cdn.example/c/1.png',
    );
    const download = screen.getByRole('link', { name: ru.certificate.download });
    expect(download).toHaveAttribute('href', 'https://cdn.example/c/1.png');
    expect(download).toHaveAttribute('download', 'certificate-anna.png');
    expect(screen.getByText('Мероприятие «Цифровые продукты»')).toBeInTheDocument();
  });

  it('embeds a PDF in an <object> whose fallback links to the file', async () => {
    const { container } = render(
      await CertificateView({
        certificate: { url: 'https://cdn.example/c/1?sig=x', fileName: 'Certificate.PDF' },
      }),
    );
    const object = container.querySelector('object')!;
    expect(object).toHaveAttribute('data', 'https://cdn.example/c/1?sig=x');
    expect(object).toHaveAttribute('type', 'application/pdf');
    expect(object).toHaveAttribute('title', en.certificate.pdfTitle);
    expect(object).toHaveTextContent(en.certificate.pdfFallback);
    expect(screen.getAllByRole('link', { name: en.certificate.open })[0]).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('decides by the URL when there is no file name', async () => {
    const { container } = render(
      await CertificateView({ certificate: { url: 'https://cdn.example/c/42.pdf' } }),
    );
    expect(container.querySelector('object')).not.toBeNull();
    expect(screen.getByRole('link', { name: en.certificate.download })).toHaveAttribute(
      'download',
      '42.pdf',
    );
  });

  it('offers other files for download only', async () => {
    await renderView({ url: 'https://cdn.example/c/download?id=7' });
    expect(screen.getByText(en.certificate.otherFormat)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.certificate.download })).toHaveAttribute(
      'download',
      'download',
    );
    expect(screen.queryByRole('link', { name: en.certificate.open })).toBeNull();
  });
});
