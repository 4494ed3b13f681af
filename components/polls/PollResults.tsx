import type { Poll } from '@/lib/api/schemas';
import { pollResults, type PollResults as Results } from '@/lib/polls/results';
import { fillText, formatNumber, formatPlural } from '@/lib/text/live-text';
import type { PollsText } from './polls-text';

type Props = { text: PollsText; locale: string };

/**
 * One poll's results, drawn for each of the six types. Rendered inside the live board (a client
 * island), so its counts re-render on every refresh; the numbers come from lib/polls/results.
 */
export function PollResults({ poll, text, locale }: Props & { poll: Poll }) {
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
      <ResultsBody results={results} totalVotes={poll.totalVotes} text={text} locale={locale} />
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
    <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface">
      <div
        className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${colour}`}
        style={{ width: `${(share * 100).toFixed(2)}%` }}
      />
    </div>
  );
}

const percent = (locale: string, value: number) =>
  formatNumber(locale, value / 100, { style: 'percent' });

function ChoiceResults({
  results,
  text,
  locale,
}: Props & { results: Extract<Results, { kind: 'choice' }> }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {fillText(text.totalVotes, { count: formatNumber(locale, results.base) })}
      </p>
      <ul className="flex flex-col gap-4">
        {results.rows.map((row) => (
          <li
            key={row.id}
            data-correct={row.isCorrect || undefined}
            className="flex flex-col gap-1.5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className={`text-lg ${row.isLeader ? 'font-bold' : ''}`}>
                {row.text}
                {row.isCorrect ? (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 align-middle text-sm font-bold text-green-900">
                    <span aria-hidden="true">✓</span>
                    {text.correct}
                  </span>
                ) : null}
              </span>
              <span className="text-muted tabular-nums">
                {formatPlural(text.votes, row.votes)}
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
  text,
  locale,
}: Props & { results: Extract<Results, { kind: 'ranked' }>; totalVotes: number }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">
        {fillText(text.totalVotes, { count: formatNumber(locale, totalVotes) })}
      </p>
      <ol className="flex flex-col gap-4">
        {results.rows.map((row) => (
          <li key={row.id} className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-start gap-3">
            <span
              className={`flex size-10 items-center justify-center rounded-full text-lg font-bold ${row.place === 1 ? 'bg-accent text-accent-contrast' : 'bg-surface'}`}
            >
              <span aria-hidden="true">{row.place}</span>
              <span className="sr-only">{fillText(text.place, { place: row.place })}</span>
            </span>
            <div className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="text-lg">{row.text}</span>
                <span className="font-bold tabular-nums">
                  {formatPlural(text.points, row.score)}
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
  text,
  locale,
}: Props & { results: Extract<Results, { kind: 'rating' }> }) {
  const average =
    results.average === null
      ? '—'
      : formatNumber(locale, results.average, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <p className="flex flex-col">
          <span className="text-sm font-bold text-muted uppercase">{text.average}</span>
          <span className="text-5xl font-bold tabular-nums" data-testid="rating-average">
            {fillText(text.averageValue, { average, scale: results.scale })}
          </span>
        </p>
        <p className="text-muted">
          {fillText(text.ratingsCount, { count: formatNumber(locale, results.count) })}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {results.rows.map((row) => (
          <li
            key={row.value}
            className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 tablet:grid-cols-[6.5rem_minmax(0,1fr)_auto]"
          >
            <span className="font-bold">{fillText(text.ratingValue, { value: row.value })}</span>
            <Bar share={row.share} tone="accent" />
            <span className="col-start-2 text-muted tabular-nums tablet:col-start-auto">
              {formatPlural(text.votes, row.votes)}
              {' · '}
              {percent(locale, row.percent)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenResults({ answers, text, locale }: Props & { answers: string[] }) {
  if (answers.length === 0) return <p className="text-muted">{text.noAnswers}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">
        {fillText(text.answersCount, { count: formatNumber(locale, answers.length) })}
      </p>
      <ul className="grid gap-3 tablet:grid-cols-2">
        {answers.map((answer, index) => (
          <li
            key={`${index}-${answer}`}
            className="rounded-xl border border-line bg-surface px-4 py-3 text-lg break-words whitespace-pre-line"
          >
            {answer}
          </li>
        ))}
      </ul>
    </div>
  );
}
