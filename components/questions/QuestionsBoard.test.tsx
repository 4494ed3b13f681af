/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/errors';
import type { Question } from '@/lib/questions/model';
import { useQuestions } from '@/lib/swr/use-questions';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { questionsText } from './text';
import type { QuestionsText } from './QuestionMeta';
import { QuestionsBoard } from './QuestionsBoard';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, QuestionsText>;
beforeAll(async () => {
  texts.ru = await textIn('ru', () => questionsText(3));
  texts.en = await textIn('en', () => questionsText(3));
});

jest.mock('@/lib/swr/use-questions', () => ({ useQuestions: jest.fn() }));
const useQuestionsMock = useQuestions as jest.MockedFunction<typeof useQuestions>;

const question = (id: string, minute: number, extra: Partial<Question> = {}): Question => ({
  id,
  author: `Author ${id}`,
  text: `Question ${id}?`,
  createdAt: `2026-12-03T07:${String(minute).padStart(2, '0')}:00Z`,
  isAnswered: false,
  likes: 0,
  ...extra,
});

const NEWEST_FIRST = [
  question('c', 30, { likes: 6 }),
  question('b', 20, { isAnswered: true }),
  question('a', 10),
];

function renderBoard(
  questions: Question[],
  { locale = 'ru', error }: { locale?: 'ru' | 'en'; error?: ApiError } = {},
) {
  useQuestionsMock.mockReturnValue({
    data: questions,
    error,
    isLoading: false,
    refresh: jest.fn(),
  });
  return render(
    <QuestionsBoard
      text={texts[locale]}
      locale={locale}
      hash="demo-online"
      initialQuestions={questions}
      offsetHours={3}
    />,
  );
}

describe('QuestionsBoard', () => {
  beforeEach(() => useQuestionsMock.mockReset());

  it('lists the questions newest first with author, platform time and the answered mark', () => {
    renderBoard(NEWEST_FIRST);
    expect(useQuestionsMock).toHaveBeenCalledWith('demo-online', { fallbackData: NEWEST_FIRST });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Question/).textContent)).toEqual([
      'Question c?',
      'Question b?',
      'Question a?',
    ]);
    // 07:30Z in the event's UTC+3.
    expect(within(items[0]!).getByText('10:30')).toHaveAttribute(
      'datetime',
      '2026-12-03T07:30:00Z',
    );
    expect(within(items[0]!).getByText('Author c')).toBeInTheDocument();
    expect(within(items[0]!).getByText('6 отметок «нравится»')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Отвечен')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Отвечен')).toBeNull();
    expect(screen.getByText('3 вопроса')).toBeInTheDocument();
    expect(
      screen.getByText('Время указано в часовом поясе мероприятия (UTC+3).'),
    ).toBeInTheDocument();
  });

  it('shows the empty state when there are no questions', () => {
    renderBoard([], { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the list and says so when a refresh failed', () => {
    renderBoard(NEWEST_FIRST, {
      locale: 'en',
      error: new ApiError({ code: 'UNEXPECTED', service: 'chat', status: 503 }),
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/^Could not refresh the list: Unfortunately/)).toBeInTheDocument();
  });

  describe('presenter view', () => {
    it('opens full screen on the newest question and steps with buttons and arrow keys', () => {
      renderBoard(NEWEST_FIRST, { locale: 'en' });
      const toggle = screen.getByRole('button', { name: 'Presenter view' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');

      const dialog = screen.getByRole('dialog', { name: 'Questions for the host, full screen' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(within(dialog).getByText('Question c?')).toBeInTheDocument();
      expect(within(dialog).getByText('Question 1 of 3')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Newer question' })).toBeDisabled();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Earlier question' }));
      expect(within(dialog).getByText('Question b?')).toBeInTheDocument();
      expect(within(dialog).getByText('Answered')).toBeInTheDocument();
      fireEvent.keyDown(document, { key: 'ArrowRight' });
      expect(within(dialog).getByText('Question a?')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Earlier question' })).toBeDisabled();
      fireEvent.keyDown(document, { key: 'ArrowLeft' });
      expect(within(dialog).getByText('Question 2 of 3')).toBeInTheDocument();
    });

    it('follows new questions on the newest, keeps an earlier one pinned', () => {
      const view = renderBoard(NEWEST_FIRST, { locale: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Presenter view' }));

      const withNew = [question('d', 40), ...NEWEST_FIRST];
      useQuestionsMock.mockReturnValue({
        data: withNew,
        error: undefined,
        isLoading: false,
        refresh: jest.fn(),
      });
      view.rerender(
        <QuestionsBoard
          text={texts['en']}
          locale={'en'}
          hash="demo-online"
          initialQuestions={NEWEST_FIRST}
          offsetHours={3}
        />,
      );
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText('Question d?')).toBeInTheDocument();

      fireEvent.click(within(dialog).getByRole('button', { name: 'Earlier question' }));
      expect(within(dialog).getByText('Question c?')).toBeInTheDocument();
      const newer = [question('e', 50), ...withNew];
      useQuestionsMock.mockReturnValue({
        data: newer,
        error: undefined,
        isLoading: false,
        refresh: jest.fn(),
      });
      view.rerender(
        <QuestionsBoard
          text={texts['en']}
          locale={'en'}
          hash="demo-online"
          initialQuestions={NEWEST_FIRST}
          offsetHours={3}
        />,
      );
      expect(within(dialog).getByText('Question c?')).toBeInTheDocument();
      expect(within(dialog).getByText('Question 3 of 5')).toBeInTheDocument();
    });

    it('closes with Escape and returns focus to the toggle', () => {
      renderBoard(NEWEST_FIRST, { locale: 'en' });
      const toggle = screen.getByRole('button', { name: 'Presenter view' });
      fireEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Leave presenter view' })).toHaveFocus();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    it('says so when there is nothing to present', () => {
      renderBoard([], { locale: 'en' });
      fireEvent.click(screen.getByRole('button', { name: 'Presenter view' }));
      expect(within(screen.getByRole('dialog')).getByText('No questions yet')).toBeInTheDocument();
    });
  });
});
