import { escapeHtml } from '../escape';
import type { Activity, Partner, ScheduleEvent } from '../wire-types';

/**
 * The "files" materials link to: a printable programme (the mainSchedule material), slide
 * handouts and a partners' deck. Real uploads would be PDFs; small HTML pages need no binary.
 */

function page(title: string, lang: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 Inter,"Segoe UI",Arial,sans-serif;color:#111318;max-width:760px;margin:40px auto;padding:0 20px}
h1{font-size:28px;margin:0 0 8px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e3e5ea;padding:8px;text-align:left;vertical-align:top}
.muted{color:#5b616e}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** Wall-clock date and time as the organizer entered them (the string's own offset). */
function wallClock(iso: string): { date: string; time: string; offset: string } {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return { date: `${day}.${month}.${year}`, time: iso.slice(11, 16), offset: iso.slice(19) || 'Z' };
}

function speakerNames(event: ScheduleEvent): string {
  return (event.speakers ?? []).map((s) => `${s.firstName} ${s.lastName}`).join(', ');
}

function isEnglish(activity: Activity): boolean {
  return !/[а-яё]/i.test(activity.name);
}

export function programmeHtml(activity: Activity, events: readonly ScheduleEvent[]): string {
  const en = isEnglish(activity);
  const rows = events
    .map((event) => {
      const { date, time, offset } = wallClock(event.eventStart);
      return `<tr><td>${date}<br><span class="muted">${time} (UTC${offset})</span></td><td><strong>${escapeHtml(event.name)}</strong><br><span class="muted">${escapeHtml(speakerNames(event))}</span></td></tr>`;
    })
    .join('\n');
  const title = `${en ? 'Programme' : 'Программа'}: ${activity.name}`;
  return page(
    title,
    en ? 'en' : 'ru',
    `<h1>${escapeHtml(activity.name)}</h1>
<p class="muted">${en ? 'Programme' : 'Программа мероприятия'}</p>
<table><thead><tr><th>${en ? 'When' : 'Когда'}</th><th>${en ? 'Session' : 'Доклад'}</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
  );
}

export function slidesHtml(activity: Activity, event: ScheduleEvent): string {
  const en = isEnglish(activity);
  return page(
    event.name,
    en ? 'en' : 'ru',
    `<h1>${escapeHtml(event.name)}</h1>
<p class="muted">${escapeHtml(activity.name)} · ${escapeHtml(speakerNames(event))}</p>
<p>${en ? 'Slide handout of the demo talk. A real event would link the uploaded PDF here.' : 'Раздаточный материал демо-доклада. На настоящем мероприятии здесь был бы загруженный PDF.'}</p>`,
  );
}

export function partnersDeckHtml(activity: Activity, partners: readonly Partner[]): string {
  const items = partners
    .map(
      (partner) =>
        `<li>${escapeHtml(partner.name ?? '')}${partner.link ? ` — ${escapeHtml(partner.link)}` : ''}</li>`,
    )
    .join('\n');
  return page(
    `Партнёрам: ${activity.name}`,
    'ru',
    `<h1>Презентация для партнёров</h1>
<p class="muted">${escapeHtml(activity.name)}</p>
<p>Пакеты участия, аудитория прошлых лет и контакты отдела партнёрств.</p>
<ul>
${items}
</ul>`,
  );
}
