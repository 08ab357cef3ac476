import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiScope, apiLogin, DEMO_PASSWORD, landingScope, screenshot, useBrowser } from './browser.js';

const b = useBrowser();

/**
 * The calendar view and the to-do list in Chromium against the real server. The test makes its own
 * corrective actions (CAPA: placed on the calendar by their planned date, which is also their
 * limit; responsible their action owner) whose titles carry the word "basalto", so that
 * `search=basalto` shows exactly these whatever the demo seed holds. Dates are relative to today:
 *
 * - in the month after this one, from its first Monday (MON): one on Monday, five on Wednesday
 *   (one of them the manager's), one each on Saturday and Sunday, one the Monday after; one on
 *   Tuesday that the admin closes;
 * - two whose planned date has passed (5 and 40 days ago): overdue.
 *
 * Everything else belongs to the admin, so the admin's to-do list shows 10 of the 12.
 */
const WORD = 'basalto';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
const TODAY = dayOf(Date.now());
const NEXT_MONTH = (() => {
  const d = new Date(`${TODAY.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return dayOf(d.getTime());
})();
const MON = addDays(NEXT_MONTH, (7 - weekday(NEXT_MONTH)) % 7);
const WED = addDays(MON, 2);

interface Planned {
  title: string;
  day: string;
  owner: 'admin' | 'manager';
  closed?: boolean;
}
const PLANNED: Planned[] = [
  { title: 'Basalto granito revisar la dosificación de cloro', day: MON, owner: 'admin' },
  { title: 'Basalto calibrar el termómetro de la cámara 2', day: WED, owner: 'admin' },
  { title: 'Basalto formar al turno de noche', day: WED, owner: 'manager' },
  { title: 'Basalto actualizar el plan de limpieza', day: WED, owner: 'admin' },
  { title: 'Basalto revisar proveedores de envases', day: WED, owner: 'admin' },
  { title: 'Basalto sustituir juntas del autoclave', day: WED, owner: 'admin' },
  { title: 'Basalto inventario del sábado', day: addDays(MON, 5), owner: 'admin' },
  { title: 'Basalto guardia del domingo', day: addDays(MON, 6), owner: 'admin' },
  { title: 'Basalto cerrar el registro de temperaturas', day: addDays(MON, 7), owner: 'admin' },
  { title: 'Basalto verificar la acción ya implantada', day: addDays(MON, 1), owner: 'admin', closed: true },
  { title: 'Basalto etiquetado de alérgenos pendiente', day: addDays(TODAY, -5), owner: 'admin' },
  { title: 'Basalto revisión del plan APPCC atrasada', day: addDays(TODAY, -40), owner: 'admin' },
];
const OPEN_MINE = PLANNED.filter((p) => p.owner === 'admin' && !p.closed);
const OVERDUE = PLANNED.filter((p) => p.day < TODAY);

async function api<T>(scope: ApiScope, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api/v1${scope.prefix}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Token ${scope.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Unit uids by title, once made. */
const uids = new Map<string, string>();

async function seedUnits(scope: ApiScope): Promise<void> {
  const people = await api<{ data: Array<{ value: number; text: string }> }>(
    scope,
    `/unitwidget/get_process_depending_users/?process_id=${await capaProcess(scope)}&permission_id=responsible`,
  );
  const idOf = async (username: string) => {
    const login = await apiLogin(b.baseUrl, username);
    const id = login.user.id;
    if (!people.data.some((p) => p.value === id)) throw new Error(`${username} cannot own corrective actions`);
    return String(id);
  };
  const owners = { admin: await idOf('admin'), manager: await idOf('manager') };
  for (const p of PLANNED) {
    const { uid } = await api<{ uid: string }>(scope, '/unit/create_and_execute_initial_transition/', {
      business_process: 'CAPA',
      subject: p.title,
      action_type: 'correctiva',
      action_owner: owners[p.owner],
      description: 'Creada por la prueba del calendario.',
      planned_date: p.day,
      verification_method: 'Revisión del registro al mes siguiente.',
    });
    uids.set(p.title, uid);
    if (p.closed) {
      const run = (fields: Record<string, string>) =>
        api(scope, `/unit/${encodeURIComponent(uid)}/execute_transition/`, fields);
      await run({ transition_id: 'iniciar' });
      await run({
        transition_id: 'implementar',
        implementation_notes: 'Hecho.',
        implemented_on: TODAY,
        responsible: owners.admin,
      });
      // The effectiveness check is signed: the admin's password (docs/compliance.md).
      await run({
        transition_id: 'verificar_eficaz',
        verification_result: 'Eficaz.',
        verified_on: TODAY,
        signature: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      });
    }
  }
}

/** The process the CAPA definition belongs to, from the creation form's action owner input. */
async function capaProcess(scope: ApiScope): Promise<number> {
  const form = await api<{ fields: Array<{ id: string; process_id?: number }> }>(
    scope,
    '/unit/get_fields_to_collect_during_creation/?business_process=CAPA',
  );
  return form.fields.find((f) => f.id === 'action_owner')!.process_id!;
}

let seeded: Promise<void> | null = null;

/** Signs in as admin (in English when asked) and makes the units once. */
async function calendarSession(lang: 'es' | 'en' = 'es', at?: string) {
  seeded ??= landingScope(b.baseUrl).then(seedUnits);
  await seeded;
  return b.signedIn('admin', { lang, at });
}

const uidOf = (p: Planned) => uids.get(p.title)!;
/** ICU separates ranges with thin spaces; compare them as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f]/g, ' ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const monthTitle = (day: string, locale = 'es-ES') =>
  capital(new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(day)));
const dayTitle = (day: string, locale = 'es-ES') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(day),
  );
const monthAway = (months: number) => {
  const d = new Date(`${TODAY.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return dayOf(d.getTime());
};

const title = (page: Page) => page.getByTestId('calendar-title').textContent();
/** The uids on one day of the grid, once no load runs. */
async function eventsOn(page: Page, day: string): Promise<string[]> {
  await page.locator('[data-testid="explorer-calendar"][aria-busy="false"]').waitFor();
  return page
    .locator(`[role="cell"][data-date="${day}"] [data-testid="calendar-event"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')!));
}
/** Every uid the grid shows, once no load runs. */
async function shownUids(page: Page): Promise<string[]> {
  await page.locator('[data-testid="explorer-calendar"][aria-busy="false"]').waitFor();
  return (
    await page.getByTestId('calendar-event').evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')!))
  ).sort();
}
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** The admin on the CAPA calendar of the made units, on the week of MON. */
async function capaCalendar(lang: 'es' | 'en' = 'es') {
  const opened = await calendarSession(
    lang,
    `/explorer?business_process=CAPA&view=calendar&search=${WORD}&calendar_date=${MON}`,
  );
  await opened.page.getByTestId('calendar-event').first().waitFor();
  return opened;
}

describe('calendar view', () => {
  it('places the units on their days in a month that starts on Monday, with a Spanish title', async () => {
    const { page, context } = await capaCalendar();
    expect(await title(page)).toBe(monthTitle(MON));
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(7);
    expect(headers[0]).toContain('lunes');
    expect(headers[6]).toContain('domingo');
    expect(await eventsOn(page, MON)).toEqual([uidOf(PLANNED[0]!)]);
    // Five on Wednesday: three shown, then the 'more' link.
    expect(await eventsOn(page, WED)).toHaveLength(3);
    await page.locator(`[role="cell"][data-date="${WED}"]`).getByRole('button', { name: /\+2/ }).waitFor();
    expect(await eventsOn(page, addDays(MON, 5))).toEqual([uidOf(PLANNED[6]!)]);
    expect(await eventsOn(page, addDays(MON, 6))).toEqual([uidOf(PLANNED[7]!)]);
    // The closed one still has its planned date; it is not overdue, and nothing this month is.
    expect(await eventsOn(page, addDays(MON, 1))).toEqual([uidOf(PLANNED[9]!)]);
    expect(await page.locator('[data-testid="calendar-event"][data-overdue]').count()).toBe(0);
    await screenshot(page, 'calendar-month');
    await context.close();
  });

  it('moves with next, previous and today, and marks overdue units', async () => {
    const { page, context } = await capaCalendar();
    await page.getByTestId('calendar-next').click();
    await expect.poll(() => title(page)).toBe(monthTitle(monthAway(2)));
    await page.getByTestId('calendar-prev').click();
    await page.getByTestId('calendar-prev').click();
    await expect.poll(() => title(page)).toBe(monthTitle(TODAY));
    await page.getByTestId('calendar-prev').click();
    await expect.poll(() => title(page)).toBe(monthTitle(monthAway(-1)));
    await page.getByTestId('calendar-today').click();
    await expect.poll(() => title(page)).toBe(monthTitle(TODAY));
    expect(param(page, 'calendar_date')).toBeNull();
    expect(await page.getByTestId('calendar-today').isDisabled()).toBe(true);
    // Back walks through the navigation.
    await page.goBack();
    await expect.poll(() => title(page)).toBe(monthTitle(monthAway(-1)));
    // The units whose limit has passed are red, with the alert icon.
    for (const p of OVERDUE) {
      await page.goto(`/explorer?business_process=CAPA&view=calendar&search=${WORD}&calendar_date=${p.day}`);
      const event = page.locator(`[data-testid="calendar-event"][data-uid="${uidOf(p)}"]`);
      await event.waitFor();
      expect(await event.getAttribute('data-overdue')).toBe('true');
    }
    await context.close();
  });

  it('shows a week and a day, and hides the weekend with the Monday-to-Friday set', async () => {
    const { page, context } = await capaCalendar();
    await page.getByTestId('calendar-type-week').click();
    await expect.poll(() => param(page, 'calendar_type')).toBe('week');
    const sunday = addDays(MON, 6);
    const weekTitle = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(new Date(MON), new Date(sunday));
    await expect.poll(async () => plain(await title(page))).toBe(plain(weekTitle));
    expect(await page.getByRole('columnheader').count()).toBe(7);
    const week = PLANNED.filter((p) => p.day >= MON && p.day <= sunday)
      .map(uidOf)
      .sort();
    expect(await shownUids(page)).toEqual(week);
    await screenshot(page, 'calendar-week');

    await page.getByTestId('calendar-weekdays').click();
    await page.getByTestId('calendar-weekdays-monday_to_friday').click();
    await expect.poll(() => page.getByRole('columnheader').count()).toBe(5);
    const weekdays = PLANNED.filter((p) => p.day >= MON && p.day < addDays(MON, 5))
      .map(uidOf)
      .sort();
    expect(await shownUids(page)).toEqual(weekdays);
    expect(param(page, 'weekdays')).toBe('monday_to_friday');

    await page.getByTestId('calendar-type-day').click();
    await expect.poll(() => title(page)).toBe(dayTitle(MON));
    expect(await shownUids(page)).toEqual([uidOf(PLANNED[0]!)]);
    // Friday, then next: Monday, the weekend skipped.
    await page.getByTestId('calendar-prev').click();
    await expect.poll(() => title(page)).toBe(dayTitle(addDays(MON, -3)));
    await page.getByTestId('calendar-next').click();
    await expect.poll(() => title(page)).toBe(dayTitle(MON));
    // The day interval gives the day its hours.
    await page.getByTestId('calendar-interval').click();
    await page.getByTestId('calendar-interval-workday').click();
    await expect.poll(() => page.getByTestId('calendar-grid').getAttribute('data-view')).toBe('timeGridDay');
    expect(await shownUids(page)).toEqual([uidOf(PLANNED[0]!)]);
    await page.getByTestId('calendar-interval').click();
    await page.getByTestId('calendar-interval-all_day').click();
    await expect.poll(() => page.getByTestId('calendar-grid').getAttribute('data-view')).toBe('dayGridDay');
    await screenshot(page, 'calendar-day');
    await context.close();
  });

  it('opens the day view from a day and from the more link', async () => {
    const { page, context } = await capaCalendar();
    // An empty day: its cell.
    const thursday = addDays(MON, 3);
    await page.locator(`[role="cell"][data-date="${thursday}"]`).click({ position: { x: 60, y: 80 } });
    await expect.poll(() => title(page)).toBe(dayTitle(thursday));
    expect(param(page, 'calendar_type')).toBe('day');
    await page.getByTestId('calendar-empty').waitFor();
    await page.goBack();
    await expect.poll(() => title(page)).toBe(monthTitle(MON));
    // The crowded Wednesday: its more link shows all five.
    await page.locator(`[role="cell"][data-date="${WED}"]`).getByRole('button', { name: /\+2/ }).click();
    await expect.poll(() => title(page)).toBe(dayTitle(WED));
    const wednesday = PLANNED.filter((p) => p.day === WED)
      .map(uidOf)
      .sort();
    await expect.poll(() => shownUids(page)).toEqual(wednesday);
    await context.close();
  });

  it('opens a popup card with the unit’s actions, whose view unit opens the unit', async () => {
    const { page, context } = await capaCalendar();
    const unit = PLANNED[0]!;
    await page.locator(`[data-testid="calendar-event"][data-uid="${uidOf(unit)}"]`).click();
    const popup = page.getByTestId('calendar-popup');
    await popup.getByTestId('viewer-title').waitFor();
    expect(await popup.getByTestId('viewer-title').textContent()).toBe(unit.title);
    expect(await popup.getByTestId('viewer-state').textContent()).toContain('Planificada');
    // The admin owns it: the transitions are offered, and view unit.
    await popup.getByTestId('viewer-action-transitions').waitFor();
    await popup.getByTestId('viewer-action-view-unit').waitFor();
    await screenshot(page, 'calendar-popup');
    await popup.getByTestId('viewer-action-view-unit').click();
    await page.waitForURL((url) => url.searchParams.get('unit') === uidOf(unit));
    await page.getByTestId('unit-detail-view').getByTestId('viewer-title').waitFor();
    expect(await page.getByTestId('unit-detail-view').getByTestId('viewer-title').textContent()).toBe(unit.title);
    await context.close();
  });

  it('opens the explorer on its calendar at /explorerCalendar, and follows its filters', async () => {
    const { page, context } = await calendarSession(
      'es',
      `/qualidad/explorerCalendar?business_process=CAPA&search=${WORD}&calendar_date=${MON}`,
    );
    await page.getByTestId('calendar-event').first().waitFor();
    expect(await page.getByTestId('current-view').textContent()).toBe('Calendario');
    // Every unit of the month but two of the crowded Wednesday's, behind its more link.
    const month = PLANNED.filter((p) => p.day.slice(0, 7) === MON.slice(0, 7));
    expect(await shownUids(page)).toHaveLength(month.length - 2);
    // A narrower search reloads the calendar, which stays on screen here.
    await page.getByTestId('explorer-search').fill('granito');
    await page.waitForURL((url) => url.searchParams.get('search') === 'granito');
    await expect.poll(() => shownUids(page)).toEqual([uidOf(PLANNED[0]!)]);
    expect(await page.getByTestId('current-view').textContent()).toBe('Calendario');
    // Without a business process: every process's units of the centre.
    await page.goto(`/explorerCalendar?search=${WORD}&calendar_date=${MON}`);
    await page.getByTestId('calendar-event').first().waitFor();
    expect(await page.getByTestId('explorer-title').textContent()).toBe('Calendario de todos los procesos');
    expect(await eventsOn(page, MON)).toEqual([uidOf(PLANNED[0]!)]);
    await context.close();
  });
});

describe('to-do list', () => {
  it('lists exactly the user’s open units, soonest limit first, the overdue ones marked', async () => {
    const { page, context } = await calendarSession();
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-todolist').click();
    await page.waitForURL(/\/todoList/);
    expect(await page.getByTestId('explorer-title').textContent()).toBe('Mis tareas');
    await page.getByTestId('explorer-search').fill(WORD);
    await page.waitForURL((url) => url.searchParams.get('search') === WORD);
    await expect.poll(() => page.getByTestId('paging-range').textContent()).toBe(`1–10 de ${OPEN_MINE.length}`);
    const rows = page.getByTestId('unit-row');
    const titles = await rows.locator('td:nth-child(4)').allTextContents();
    const expected = [...OPEN_MINE].sort((x, y) => x.day.localeCompare(y.day)).map((p) => p.title);
    // (The table cuts titles at 50 characters; these are shorter.)
    expect(titles).toEqual(expected);
    for (const [i, p] of [...OPEN_MINE].sort((x, y) => x.day.localeCompare(y.day)).entries()) {
      expect(await rows.nth(i).getByTestId('overdue-limit').count(), p.title).toBe(p.day < TODAY ? 1 : 0);
    }
    // The quick filters count, and the overdue one lists just those.
    await expect
      .poll(() => page.getByTestId('todo-quick-overdue').getAttribute('data-count'))
      .toBe(String(OVERDUE.length));
    await screenshot(page, 'todo-list');
    await page.getByTestId('todo-quick-overdue').click();
    await expect.poll(() => rows.count()).toBe(OVERDUE.length);
    expect(await page.getByTestId('todo-quick-overdue').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('todo-quick-all').click();
    await expect.poll(() => rows.count()).toBe(OPEN_MINE.length);
    await context.close();
  });

  it('narrows to one business process with its views, and shows its calendar', async () => {
    const { page, context } = await calendarSession('es', `/todoList?search=${WORD}`);
    await page.getByTestId('unit-row').first().waitFor();
    await page.getByTestId('todo-business-process').click();
    await page.getByTestId('todo-bp-CAPA').click();
    await page.waitForURL((url) => url.searchParams.get('business_process') === 'CAPA');
    await page.getByTestId('view-menu-button').click();
    await page.getByTestId('view-option-calendar').click();
    await page.getByTestId('explorer-calendar').waitFor();
    await page.getByTestId('calendar-next').click();
    await expect.poll(() => title(page)).toBe(monthTitle(MON));
    // The manager's and the closed one are not the admin's to do.
    const mine = OPEN_MINE.filter((p) => p.day.slice(0, 7) === MON.slice(0, 7))
      .map(uidOf)
      .sort();
    await expect.poll(() => shownUids(page)).toEqual(mine);
    await screenshot(page, 'todo-calendar');
    await context.close();
  });
});

describe('switching views', () => {
  it('keeps page and selection between table and cards, and clears them going to the calendar and back', async () => {
    // records-explorer §2: a view with another fetch clears the unit list and the temporary filters.
    const { page, context } = await calendarSession(
      'es',
      `/explorer?business_process=CAPA&view=table&search=${WORD}&units_per_page=5&page=2`,
    );
    await page.getByTestId('unit-row').first().waitFor();
    await page.getByTestId('select-page').check();
    await page.getByTestId('selection-bar').waitFor();
    const choose = async (kind: string) => {
      await page.getByTestId('view-menu-button').click();
      await page.getByTestId(`view-option-${kind}`).click();
      await page.waitForURL((url) => url.searchParams.get('view') === kind);
    };
    await choose('cards');
    expect(param(page, 'page')).toBe('2');
    await page.getByTestId('selection-bar').waitFor();
    await choose('table');
    await choose('calendar');
    expect(param(page, 'page')).toBeNull();
    await page.getByTestId('explorer-calendar').waitFor();
    await page.getByTestId('calendar-next').click();
    await page.waitForURL((url) => url.searchParams.has('calendar_date'));
    await choose('table');
    // The user's filters stay; the page, the calendar's place and the selection are gone.
    expect(param(page, 'search')).toBe(WORD);
    expect(param(page, 'units_per_page')).toBe('5');
    expect(param(page, 'calendar_date')).toBeNull();
    await page.getByTestId('unit-row').first().waitFor();
    expect(await page.getByTestId('page-1').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('selection-bar').count()).toBe(0);
    await context.close();
  });
});

describe('in English', () => {
  it('titles and labels the calendar and the to-do list in English', async () => {
    const { page, context } = await capaCalendar('en');
    expect(await title(page)).toBe(monthTitle(MON, 'en-GB'));
    expect((await page.getByRole('columnheader').allTextContents())[0]).toContain('Monday');
    await screenshot(page, 'calendar-month-en');
    await page.getByTestId('calendar-type-week').click();
    await expect.poll(() => page.getByRole('columnheader').count()).toBe(7);
    await screenshot(page, 'calendar-week-en');
    await page.getByTestId('calendar-type-day').click();
    await expect.poll(() => title(page)).toBe(dayTitle(MON, 'en-GB'));
    await page.locator(`[data-testid="calendar-event"][data-uid="${uidOf(PLANNED[0]!)}"]`).click();
    await page.getByTestId('calendar-popup').getByTestId('viewer-title').waitFor();
    await screenshot(page, 'calendar-popup-en');
    await page.keyboard.press('Escape');
    await page.goto(`/todoList?search=${WORD}`);
    await page.getByTestId('unit-row').first().waitFor();
    expect(await page.getByTestId('explorer-title').textContent()).toBe('My to-do list');
    await screenshot(page, 'todo-list-en');
    await context.close();
  });
});
