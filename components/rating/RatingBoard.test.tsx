/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/errors';
import type { RatingEntry } from '@/lib/rating/model';
import { useRating } from '@/lib/swr/use-rating';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { ratingText } from './text';
import type { RatingText } from './RatingBoard';
import { RatingBoard } from './RatingBoard';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, RatingText>;
beforeAll(async () => {
  texts.ru = await textIn('ru', ratingText);
  texts.en = await textIn('en', ratingText);
});

jest.mock('@/lib/swr/use-rating', () => ({ useRating: jest.fn() }));
const useRatingMock = useRating as jest.MockedFunction<typeof useRating>;

const ENTRIES: RatingEntry[] = [
  { place: 1, name: 'Кирилл Сидоров', score: 1480, avatar: 'https://cdn.example/1.svg' },
  { place: 2, name: 'Алина Морозова', score: 1390 },
  { place: 2, name: 'Денис Волков', score: 1390 },
  { place: 4, name: 'Татьяна Никитина', score: 1255, avatar: 'https://cdn.example/4.svg' },
];

function renderBoard(
  entries: RatingEntry[],
  { locale = 'ru', error }: { locale?: 'ru' | 'en'; error?: ApiError } = {},
) {
  useRatingMock.mockReturnValue({ data: entries, error, isLoading: false, refresh: jest.fn() });
  return render(
    <RatingBoard
      text={texts[locale]}
      locale={locale}
      target={{ hash: 'demo-online' }}
      initialEntries={entries}
    />,
  );
}

describe('RatingBoard', () => {
  beforeEach(() => useRatingMock.mockReset());

  it('lists place, name, score and avatar or initials, in the given order', () => {
    const { container } = renderBoard(ENTRIES);
    expect(useRatingMock).toHaveBeenCalledWith({ hash: 'demo-online' }, { fallbackData: ENTRIES });
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByTestId('rating-name').textContent)).toEqual([
      'Кирилл Сидоров',
      'Алина Морозова',
      'Денис Волков',
      'Татьяна Никитина',
    ]);
    expect(within(rows[0]!).getByText('1 место')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 480 баллов')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/1.svg');
    expect(within(rows[1]!).getByText('АМ')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('marks the entries that share a place, keeping their order', () => {
    renderBoard(ENTRIES);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText('делит место') !== null)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(within(rows[1]!).getByText('2 место')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('2 место')).toBeInTheDocument();
  });

  it('shows the empty state without entries', () => {
    renderBoard([], { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'The rating is empty so far' })).toBeInTheDocument();
  });

  it('keeps the list when a refresh failed and says so', () => {
    renderBoard(ENTRIES, {
      locale: 'en',
      error: new ApiError({ code: 'UNEXPECTED', service: 'statistics', status: 502 }),
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent(/^Could not refresh the rating: /);
  });
});
