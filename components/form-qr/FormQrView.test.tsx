/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { noticesText } from '@/test/text';
import { TextEncoder } from 'node:util';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '@/components/ui/notifications';
import type { Form } from '@/lib/api/schemas';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { renderQrSvg } from '@/lib/qr/svg';
import { setTestRequestLocale } from '@/test/request-locale';
import { FormQrView } from './FormQrView';

// The server component runs here under jsdom, which lacks the encoder `qrcode` uses on Node.
Object.assign(globalThis, { TextEncoder });

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const FORM: Form = {
  id: 'demo-form',
  title: 'Анкета <b>участника</b>',
  isPublished: true,
  url: 'https://forms.example/view/demo-form',
  activityHash: undefined,
};

async function renderView(form: Form, locale: 'ru' | 'en' = 'ru') {
  setTestRequestLocale(locale);
  const wrap = (children: ReactNode) => (
    <NotificationsProvider text={noticesText(locale)}>{children}</NotificationsProvider>
  );
  return render(wrap(await FormQrView({ form, path: '/form-qr-code?id=demo-form' })));
}

describe('FormQrView', () => {
  it('a published form: its title, a server-made SVG QR code and the downloads', async () => {
    const { container } = await renderView(FORM);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Анкета <b>участника</b>');
    // The organizer's title is text, never markup.
    expect(container.querySelector('h1 b')).toBeNull();
    const qr = screen.getByRole('img', {
      name: 'QR-код ссылки на форму «Анкета <b>участника</b>»',
    });
    const svg = qr.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(qr.querySelectorAll('*:not(svg):not(path)')).toHaveLength(0);

    const svgLink = screen.getByRole('link', { name: ru.formQr.downloadSvg });
    expect(svgLink).toHaveAttribute('download', 'form-qr-demo-form.svg');
    const href = svgLink.getAttribute('href')!;
    expect(href.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      await renderQrSvg(FORM.url!),
    );

    expect(screen.getByRole('button', { name: ru.formQr.downloadPng })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.formQr.copyLink })).toBeInTheDocument();
    expect(screen.getByText(FORM.url!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Открыть форму/ })).toHaveAttribute('href', FORM.url);
  });

  it('an unpublished form: a clear state without the title or a code', async () => {
    const { container } = await renderView({ ...FORM, isPublished: false }, 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      en.formQr.unpublished.title,
    );
    expect(screen.queryByText(/Анкета/)).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('link', { name: en.formQr.unpublished.reload })).toHaveAttribute(
      'href',
      '/en/form-qr-code?id=demo-form',
    );
  });

  it('a published form without a usable link says so', async () => {
    const { container } = await renderView({ ...FORM, url: undefined }, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent(en.formQr.noUrl);
    expect(container.querySelector('svg')).toBeNull();
  });
});
