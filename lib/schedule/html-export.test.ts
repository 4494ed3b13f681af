/** @jest-environment jsdom */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import type { Locale } from '@/i18n/routing';
import {
  buildScheduleHtml,
  escapeHtml,
  scheduleFileName,
  type ScheduleExportTranslate,
} from './html-export';
import { toScheduleActivity } from './from-activity';
import { scheduleActivityInput, scheduleEvent, speakerInput } from '@/test/schedule-fixtures';

/** next-intl's `t` over the real catalogue, as the schedule island passes it. */
function translator(locale: Locale): ScheduleExportTranslate {
  return createTranslator({ locale, messages: locale === 'ru' ? ru : en });
}

const activity = toScheduleActivity(
  scheduleActivityInput({
    type: 'hybrid',
    location: { city: 'Москва', address: 'Тверская, 1' },
    plannedStartDate: '2027-03-04T10:00:00+03:00',
    plannedStopDate: '2027-03-05T18:00:00+03:00',
  }),
);

const events = [
  scheduleEvent({
    eventID: 2,
    name: 'Второй доклад',
    eventStart: '2027-03-05T10:00:00+03:00',
  }),
  scheduleEvent({
    eventID: 1,
    name: 'Открытие',
    eventStart: '2027-03-04T10:00:00+03:00',
    description: '<p>Приветствие &amp; обзор</p><ul><li>пункт</li></ul>',
    speakers: [
      speakerInput(),
      speakerInput({ id: 2, firstName: 'John', lastName: 'Smith', position: undefined }),
    ],
  }),
];

/** What a browser shows when it opens the file. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

describe('buildScheduleHtml', () => {
  const html = buildScheduleHtml(activity, events, 'ru', translator('ru'));

  it('is a complete standalone document', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="ru">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Product Days — Расписание</title>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=/i);
  });

  it('has the title, name, date, format and place', () => {
    expect(html).toContain('<h1>Расписание</h1>');
    expect(html).toContain('<h2>Product Days</h2>');
    expect(html).toContain('<dt>Дата</dt><dd>04 марта – 05 марта</dd>');
    expect(html).toContain('<dt>Формат</dt><dd>Онлайн и офлайн</dd>');
    expect(html).toContain('<dt>Место</dt><dd>Москва, Тверская, 1</dd>');
    expect(html).toContain('<dt>Часовой пояс</dt><dd>UTC+3</dd>');
  });

  it('lists each day with DD MMMM headings, times, names, descriptions and speakers', () => {
    const days = html.match(/<h3>[^<]*<\/h3>/g);
    expect(days).toEqual(['<h3>04 марта</h3>', '<h3>05 марта</h3>']);
    expect(html.indexOf('Открытие')).toBeLessThan(html.indexOf('Второй доклад'));
    expect(html).toContain('<p class="time">10:00–18:00</p>');
    expect(html).toContain('<p class="description">Приветствие &amp; обзор\nпункт</p>');
    expect(html).toContain(
      '<ul class="speakers"><li>Петрова Анна, CTO</li><li>Smith John</li></ul>',
    );
  });

  it('leaves out a stop that the next-start rule puts on another day', () => {
    // The first event runs to the next day's 10:00.
    expect(html).toMatch(/<p class="time">10:00<\/p>\s*<h4>Открытие<\/h4>/);
  });

  it('prints times and days in the zone it is given', () => {
    const shifted = buildScheduleHtml(activity, events, 'en', translator('en'), {
      offsetHours: -5,
    });
    expect(shifted).toContain('<html lang="en">');
    expect(shifted).toContain('<h3>04 March</h3>');
    expect(shifted).toContain('<p class="time">02:00</p>');
    expect(shifted).toContain('<dt>Time zone</dt><dd>UTC-5</dd>');
    expect(shifted).toContain('<dt>Format</dt><dd>Online and offline</dd>');
  });

  it('escapes organizer text everywhere and never carries their markup', () => {
    const hostile = toScheduleActivity(
      scheduleActivityInput({
        name: '<script>alert(1)</script> & "Co"',
        type: 'offline',
        location: { city: '<img src=x onerror=alert(1)>' },
      }),
    );
    const output = buildScheduleHtml(
      hostile,
      [
        scheduleEvent({
          name: '<script>alert("name")</script>',
          description: '<p onclick="x()">Hi</p><script>alert("description")</script>&lt;b&gt;',
          speakers: [speakerInput({ lastName: '<b>Bold</b>', position: "O'Hara" })],
        }),
      ],
      'ru',
      translator('ru'),
    );
    expect(output).not.toMatch(/<script|<img|<b>|onclick/i);
    expect(output).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(output).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    expect(output).toContain('<p class="description">Hi\n&lt;b&gt;</p>');
    expect(output).toContain('&lt;b&gt;Bold&lt;/b&gt; Анна, O&#39;Hara');
    expect(textOf(output)).toContain('<script>alert(1)</script> & "Co"');
  });

  it('leaves out the place of an online event and copes with no events', () => {
    const online = toScheduleActivity(scheduleActivityInput());
    const output = buildScheduleHtml(online, [], 'ru', translator('ru'));
    expect(output).not.toContain('<dt>Место</dt>');
    expect(output).toContain('<dt>Формат</dt><dd>Онлайн</dd>');
    expect(output).not.toContain('<h3>');
  });

  it('shows a single-day event as one date', () => {
    const oneDay = toScheduleActivity(
      scheduleActivityInput({
        plannedStartDate: '2027-03-14T10:00:00+03:00',
        plannedStopDate: '2027-03-15T00:00:00+03:00',
      }),
    );
    expect(buildScheduleHtml(oneDay, [], 'ru', translator('ru'))).toContain(
      '<dt>Дата</dt><dd>14 марта</dd>',
    );
  });
});

describe('buildScheduleHtml with a full activity', () => {
  it('reads the platform zone from the activity itself', () => {
    const full = scheduleActivityInput({
      type: 'hybrid',
      landingBlocks: { schedule: { props: { platformTimeZone: 5.5 } } },
    });
    const output = buildScheduleHtml(full, events, 'ru', translator('ru'));
    expect(output).toContain('<dt>Часовой пояс</dt><dd>UTC+5:30</dd>');
    expect(output).toContain('<p class="time">12:30</p>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('scheduleFileName', () => {
  it.each([
    ['Product Days', 'Product Days Расписание.html'],
    ['Конференция «Цифра» 2027', 'Конференция «Цифра» 2027 Расписание.html'],
    ['A/B: testing? <live> | "now"*', 'A B testing live now Расписание.html'],
    ['Tabs\tand\nnewlines', 'Tabs and newlines Расписание.html'],
    ['Ends with dots...', 'Ends with dots Расписание.html'],
    ['///', 'Расписание.html'],
  ])('%j → %j', (name, expected) => {
    expect(scheduleFileName({ name })).toBe(expected);
  });

  it('keeps the Russian suffix in every locale and cuts long names', () => {
    const name = scheduleFileName({ name: 'Я'.repeat(300) });
    expect(name.endsWith(' Расписание.html')).toBe(true);
    expect(Array.from(name).length).toBeLessThanOrEqual(120 + ' Расписание.html'.length);
  });
});
