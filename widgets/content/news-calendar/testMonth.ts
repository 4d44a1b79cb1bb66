/**
 * A month as the CMS writes it (docs/endpoints.md "News calendar of a month"), for the unit
 * tests: Monday first, the days with posts links.
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function monthHtml(year: number, month: number, postDays: number[] = [], selected = 0) {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: string[] = Array.from({ length: lead }, () => '<td></td>');
  for (let day = 1; day <= days; day++) {
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    const chosen = day === selected ? ' class="is-selected"' : '';
    cells.push(
      postDays.includes(day)
        ? `<td data-day="${iso}"${chosen}><a href="/fr/news?month=${month}&amp;year=${year}&amp;day=${day}" data-news-day aria-label="${day}, 2 articles">${day}</a></td>`
        : `<td data-day="${iso}"${chosen}>${day}</td>`,
    );
  }
  while (cells.length % 7) cells.push('<td></td>');
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join('')}</tr>`);
  const prev = new Date(Date.UTC(year, month - 2, 1));
  const next = new Date(Date.UTC(year, month, 1));
  const nav = (rel: string, date: Date) =>
    `<a href="/fr/news?month=${date.getUTCMonth() + 1}&amp;year=${date.getUTCFullYear()}" data-news-nav="${rel}" data-month="${date.getUTCMonth() + 1}" data-year="${date.getUTCFullYear()}">${rel}</a>`;
  return `<div data-news-month data-month="${month}" data-year="${year}" data-announce="Month ${month}/${year}: ${postDays.length} days with posts">${nav('prev', prev)}${nav('next', next)}<table><caption>${month}/${year}</caption><tbody>${rows.join('')}</tbody></table></div>`;
}

export const listHtml = (day: string, count: number) =>
  `<div data-news-list data-announce="${day}: ${count} posts"><h2>${day}</h2><ul>${'<li>post</li>'.repeat(count)}</ul></div>`;
