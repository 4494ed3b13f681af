/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/errors';
import { pollSchema, type Poll, type PollType } from '@/lib/api/schemas';
import { POLLS_BY_TYPE } from '@/demo/fixtures/polls';
import { usePoll } from '@/lib/swr/use-poll';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { pollText } from './text';
import type { PollText } from './PollResults';
import { PollBoard } from './PollBoard';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, PollText>;
beforeAll(async () => {
  texts.ru = await textIn('ru', pollText);
  texts.en = await textIn('en', pollText);
});

jest.mock('@/lib/swr/use-poll', () => ({ usePoll: jest.fn() }));
const usePollMock = usePoll as jest.MockedFunction<typeof usePoll>;

const demoPoll = (type: PollType): Poll => pollSchema.parse(POLLS_BY_TYPE[type]);
/** Intl's narrow no-break space in Russian percentages, as plain spaces for matching. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function renderBoard(
  poll: Poll | null,
  { locale = 'ru', error }: { locale?: 'ru' | 'en'; error?: ApiError } = {},
) {
  usePollMock.mockReturnValue({ data: poll, error, isLoading: false, refresh: jest.fn() });
  return render(
    <PollBoard
      text={texts[locale]}
      locale={locale}
      target={{ activityId: 3001 }}
      initialPoll={poll}
    />,
  );
}

describe('PollBoard', () => {
  beforeEach(() => usePollMock.mockReset());

  it('single choice: bars with counts and percentages', () => {
    renderBoard(demoPoll('single-choice'));
    expect(usePollMock).toHaveBeenCalledWith(
      { activityId: 3001 },
      { fallbackData: expect.objectContaining({ pollID: 7001 }) },
    );
    expect(
      screen.getByRole('heading', { name: 'Какой формат докладов вам интереснее?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Один вариант ответа')).toBeInTheDocument();
    expect(screen.getByText('Голосование идёт')).toBeInTheDocument();
    expect(screen.getByText('Проголосовали: 412')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(text(rows[0]!)).toContain('Кейсы с цифрами198 голосов · 48 %');
    expect(text(rows[3]!)).toContain('63 голоса · 15 %');
  });

  it('multiple choice: percentages of the respondents, with the note', () => {
    renderBoard(demoPoll('multiple-choice'), { locale: 'en' });
    expect(screen.getByText('Multiple choice')).toBeInTheDocument();
    expect(text(screen.getAllByRole('listitem')[0]!)).toContain('121 votes · 53%');
    expect(screen.getByText(/may add up to more than 100/)).toBeInTheDocument();
  });

  it('single correct: marks the correct option and shows the poll closed', () => {
    const { container } = renderBoard(demoPoll('single-correct'), { locale: 'en' });
    expect(screen.getByText('Voting closed')).toBeInTheDocument();
    const correct = container.querySelectorAll('[data-correct]');
    expect(correct).toHaveLength(1);
    expect(within(correct[0] as HTMLElement).getByText('Correct answer')).toBeInTheDocument();
    expect(text(correct[0] as HTMLElement)).toContain('429');
  });

  it('ranked choice: options in score order with their places', () => {
    renderBoard(demoPoll('ranked-choice'), { locale: 'en' });
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => text(row))).toEqual([
      '1Place 1Скорость загрузки страниц312 points',
      '2Place 2Надёжность трансляций287 points',
      '3Place 3Новые форматы интерактива201 points',
      '4Place 4Мобильное приложение150 points',
    ]);
  });

  it('rating choice: the average on the scale and the distribution', () => {
    renderBoard(demoPoll('rating-choice'));
    expect(screen.getByTestId('rating-average')).toHaveTextContent('4,3 из 5');
    expect(screen.getByText('Оценок: 264')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      'Оценка 5',
      'Оценка 4',
      'Оценка 3',
      'Оценка 2',
      'Оценка 1',
    ]);
    expect(text(rows[0]!)).toContain('140 голосов · 53 %');
  });

  it('open choice: the free-text answers', () => {
    renderBoard(demoPoll('open-choice'), { locale: 'en' });
    expect(screen.getByText('Answers: 4')).toBeInTheDocument();
    expect(screen.getByText('Сколько человек в команде эксплуатации?')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows "no poll yet" while the event has none', () => {
    renderBoard(null, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'No polls yet' })).toBeInTheDocument();
  });

  it('keeps the results when a refresh fails and says so', () => {
    renderBoard(demoPoll('single-choice'), {
      locale: 'en',
      error: new ApiError({ code: 'UNEXPECTED', service: 'polls', status: 502 }),
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent(/^Could not refresh the results/);
  });
});
