import type { Poll } from '@/lib/api/schemas';
import { fill, formatCount, type CountForms } from '@/lib/i18n/client-format';
import { pollResults, type PollResults as Results } from '@/lib/polls/results';

/** The poll pages' texts, formatted by the server (components/polls/text.ts). */
export interface PollText {
  types: Record<Poll['type'], string>;
  closed: string;
  open: string;
  correct: string;
  multipleNote: string;
  rankedNote: string;
  average: string;
  noAnswers: string;
  live: string;
  empty: { title: string; text: string };
  /** `{place}` */
  place: string;
  /** `{average}`, `{scale}` */
  averageValue: string;
  /** `{value}` */
  ratingValue: string;
  /** `{message}` */
  refreshFailed: string;
  votes: CountForms;
  points: CountForms;
  totalVotes: CountForms;
  ratingsCount: CountForms;
  answersCount: CountForms;
  errors: Record<string, string>;
}

type Props = { locale: string; text: PollText };

// Inside the live board, so its counts re-render on every refresh (numbers: lib/polls/results).
export function PollResults({ poll, locale, text }: Props & { poll: Poll }) {
  const results = pollResults(poll);
  return (
    <article
      aria-labelledby="poll-question"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-page p-4 shadow-sm tablet:p-6"
    >
      <div className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-accent-soft px-3 py-1 font-bold">
          {text.types[poll.type]}
        </span>
        <span
          className={`rounded-full px-3 py-1 font-bold ${poll.isClosed ? 'bg-surface text-muted' : 'bg-green-100 text-green-900'}`}
        >
          {poll.isClosed ? text.closed : text.open}
        </span>
      </div>
      <h2 id="poll-question" className="text-2xl leading-snug font-bold tablet:text-3xl">
        {poll.question}
      </h2>
      <ResultsBody results={results} totalVotes={poll.totalVotes} locale={locale} text={text} />
    </article>
  );
}

function ResultsBody({
  results,
  totalVotes,
  ...props
}: Props & { results: Results; totalVotes: number }) {
  switch (results.kind) {
    case 'choice':
      return <ChoiceResults results={results} {...props} />;
    case 'ranked':
      return <RankedResults results={results} totalVotes={totalVotes} {...props} />;
    case 'rating':
      return <RatingResults results={results} {...props} />;
    case 'open':
      return <OpenResults answers={results.answers} {...props} />;
  }
}

function Bar({ share, tone }: { share: number; tone: 'accent' | 'muted' | 'correct' }) {
  const colour = { accent: 'bg-accent', muted: 'bg-muted/40', correct: 'bg-green-600' }[tone];
  return (
    <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface tablet:h-4">
      <div
        className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${colour}`}
        style={{ width: `${(share * 100).toFixed(2)}%` }}
      />
    </div>
  );
}

const percent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);

function ChoiceResults({
  results,
  locale,
  text,
}: Props & { results: Extract<Results, { kind: 'choice' }> }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{formatCount(text.totalVotes, results.base, locale)}</p>
      <ul className="flex flex-col gap-4">
        {results.rows.map((row) => (
          <li
            key={row.id}
            data-correct={row.isCorrect || undefined}
            className="flex flex-col gap-1.5"
          >
            {/* The count keeps the line's right end whatever the label's length: the label wraps. */}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4">
              <span className={`text-lg tablet:text-xl ${row.isLeader ? 'font-bold' : ''}`}>
                {row.text}
                {row.isCorrect ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 align-middle text-sm font-bold text-green-900">
                    <span aria-hidden="true">✓</span>
                    {text.correct}
                  </span>
                ) : null}
              </span>
              <span
                className="text-right text-muted tabular-nums tablet:text-lg"
                data-testid="poll-count"
              >
                {formatCount(text.votes, row.votes, locale)}
                {' · '}
                <span className="font-bold text-ink">{percent(locale, row.percent)}</span>
              </span>
            </div>
            <Bar
              share={row.share}
              tone={row.isCorrect ? 'correct' : row.isLeader ? 'accent' : 'muted'}
            />
          </li>
        ))}
      </ul>
      {results.type === 'multiple-choice' ? (
        <p className="text-sm text-muted">{text.multipleNote}</p>
      ) : null}
    </div>
  );
}

function RankedResults({
  results,
  totalVotes,
  locale,
  text,
}: Props & { results: Extract<Results, { kind: 'ranked' }>; totalVotes: number }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{formatCount(text.totalVotes, totalVotes, locale)}</p>
      <ol className="flex flex-col gap-4">
        {results.rows.map((row) => (
          <li key={row.id} className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-start gap-3">
            <span
              className={`flex size-10 items-center justify-center rounded-full text-lg font-bold ${row.place === 1 ? 'bg-accent text-accent-contrast' : 'bg-surface'}`}
            >
              <span aria-hidden="true">{row.place}</span>
              <span className="sr-only">{fill(text.place, { place: row.place })}</span>
            </span>
            <div className="flex flex-col gap-1.5">
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4">
                <span className="text-lg tablet:text-xl">{row.text}</span>
                <span className="font-bold tabular-nums tablet:text-lg" data-testid="poll-count">
                  {formatCount(text.points, row.score, locale)}
                </span>
              </div>
              <Bar share={row.share} tone={row.place === 1 ? 'accent' : 'muted'} />
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">{text.rankedNote}</p>
    </div>
  );
}

function RatingResults({
  results,
  locale,
  text,
}: Props & { results: Extract<Results, { kind: 'rating' }> }) {
  const average =
    results.average === null
      ? '—'
      : new Intl.NumberFormat(locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(results.average);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p className="flex flex-col">
          <span className="text-sm font-bold text-muted uppercase">{text.average}</span>
          <span className="text-5xl font-bold tabular-nums" data-testid="rating-average">
            {fill(text.averageValue, { average, scale: results.scale })}
          </span>
        </p>
        <p className="text-muted">{formatCount(text.ratingsCount, results.count, locale)}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {results.rows.map((row) => (
          <li
            key={row.value}
            className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 tablet:grid-cols-[6.5rem_minmax(0,1fr)_auto]"
          >
            <span className="font-bold">{fill(text.ratingValue, { value: row.value })}</span>
            <Bar share={row.share} tone="accent" />
            <span className="col-start-2 text-muted tabular-nums tablet:col-start-auto">
              {formatCount(text.votes, row.votes, locale)}
              {' · '}
              {percent(locale, row.percent)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenResults({ answers, locale, text }: Props & { answers: string[] }) {
  if (answers.length === 0) return <p className="text-muted">{text.noAnswers}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{formatCount(text.answersCount, answers.length, locale)}</p>
      <ul className="grid gap-3 tablet:grid-cols-2">
        {answers.map((answer, index) => (
          <li
            key={`${index}-${answer}`}
            className="rounded-xl border border-line bg-surface px-4 py-3 text-lg wrap-anywhere whitespace-pre-line"
          >
            {answer}
          </li>
        ))}
      </ul>
    </div>
  );
}
