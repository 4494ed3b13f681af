/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Faq } from './Faq';
import { makeActivity } from '@/test/landing-support';
import { sanitizeActivity } from '@/lib/security/sanitize-content';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

// Through the reader's sanitiser, as the page gets them.
const faq = (data: unknown[], blockTitle?: string) =>
  sanitizeActivity(makeActivity({ landingBlocks: { faq: { data, blockTitle } } }));

const ITEMS = [
  { question: 'Будет ли запись?', answer: '<p>Да, <strong>всем</strong> участникам.</p>' },
  { question: 'Нужна регистрация?', answer: '<p>Да</p><script>alert(1)</script>' },
];

describe('Faq', () => {
  it('is hidden without questions', async () => {
    for (const activity of [sanitizeActivity(makeActivity()), faq([])]) {
      expect(await Faq({ activity })).toBeNull();
    }
  });

  it('uses the block title, or the default one', async () => {
    const { rerender } = render(await Faq({ activity: faq(ITEMS, 'Частые вопросы') }));
    expect(screen.getByRole('region', { name: 'Частые вопросы' })).toHaveAttribute('id', 'faq');
    rerender(await Faq({ activity: faq(ITEMS) }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Вопросы и ответы');
    setTestRequestLocale('en');
    rerender(await Faq({ activity: faq(ITEMS, ' ') }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('FAQ');
  });

  it('renders every item closed, opening on its summary', async () => {
    const { container } = render(await Faq({ activity: faq(ITEMS) }));
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    for (const item of details) expect(item.open).toBe(false);

    const summary = screen.getByText('Будет ли запись?').closest('summary');
    expect(summary).not.toBeNull();
    fireEvent.click(summary as HTMLElement);
    expect(details[0]?.open).toBe(true);
  });

  it('renders answers as sanitised HTML', async () => {
    const { container } = render(await Faq({ activity: faq(ITEMS) }));
    expect(container.querySelector('details strong')).toHaveTextContent('всем');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
  });

  it('skips items without a question and keeps ones with an empty answer', async () => {
    const { container } = render(
      await Faq({
        activity: faq([
          { question: '  ', answer: '<p>ничей ответ</p>' },
          { question: 'Без ответа?', answer: '' },
        ]),
      }),
    );
    expect(container.querySelectorAll('details')).toHaveLength(1);
    expect(screen.queryByText('ничей ответ')).toBeNull();
    expect(screen.getByText('Без ответа?')).toBeInTheDocument();
  });
});
