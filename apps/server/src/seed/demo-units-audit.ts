import { addDays, isoDay, later, localDateTime, officeTime, spanishDate, workingDay } from './demo-clock.js';
import { demoPdf } from './demo-pdf.js';
import type { Random } from './demo-random.js';
import type { DemoFile, StoryUnit } from './demo-runner.js';
import { choose, holders, newUnit, type StoryContext } from './demo-story.js';
import type { AuditText } from './demo-units-data.js';
import { planNc } from './demo-units-nc.js';
import type { WorldCentro } from './demo-world.js';

/**
 * AUDIT story: planned when the annual programme is approved (the calendar view shows it), maybe
 * rescheduled or cancelled, started on its day, findings registered as NC children (which then
 * live their own NC story), reported with the count of findings, and closed with the report file.
 */

export interface AuditOptions {
  /** When the programme holding it was approved (the audit is created then). */
  programmed: Date;
  /** First day on site. */
  start: Date;
  cancel?: boolean;
  reschedule?: boolean;
  /** Leave it in execution (no report yet) or in reporting (not closed yet). */
  stopAt?: 'en_ejecucion' | 'informe';
}

const NC_ORIGIN: Record<AuditText['type'], 'auditoria_interna' | 'auditoria_externa' | 'proveedor'> = {
  interna: 'auditoria_interna',
  certificacion: 'auditoria_externa',
  cliente: 'auditoria_externa',
  proveedor: 'proveedor',
};

function reportFile(centro: WorldCentro, audit: AuditText, reference: string, day: string, counts: number[]): DemoFile {
  const [major, minor, observations] = counts;
  const bytes = demoPdf({
    heading: [centro.site.seed.name, `Informe de auditoría ${reference}`, audit.subject],
    paragraphs: [
      `Centro: ${centro.name}. Fecha del informe: ${spanishDate(day)}.`,
      `Normas de referencia: ${audit.standards.join(', ').replace(/_/g, ' ').toUpperCase()}. Alcance: procesos ${audit.scope.join(', ')}.`,
      audit.body
        ? `Entidad / organización auditada: ${audit.body}.`
        : 'Auditoría realizada por el equipo auditor interno.',
      `Resultado: ${major} no conformidades mayores, ${minor} menores y ${observations} observaciones.`,
      `Conclusiones: ${audit.conclusions}`,
    ],
    footer: `Informe ${reference} · ${spanishDate(day)} · ${centro.site.seed.name}`,
  });
  return { filename: `Informe ${reference}.pdf`, mimetype: 'application/pdf', bytes };
}

function planFile(centro: WorldCentro, audit: AuditText, start: string, end: string): DemoFile {
  const bytes = demoPdf({
    heading: [centro.site.seed.name, `Plan de auditoría`, audit.subject],
    paragraphs: [
      `Fechas: del ${spanishDate(start.slice(0, 10))} ${start.slice(11)} al ${spanishDate(end.slice(0, 10))} ${end.slice(11)}.`,
      `Alcance: procesos ${audit.scope.join(', ')} de ${centro.name}.`,
      '09:00 Reunión de apertura. 09:30 Revisión de documentación y registros. 12:00 Visita a las instalaciones y entrevistas. 13:30 Reunión del equipo auditor. 14:00 Reunión de cierre.',
    ],
    footer: `Plan de auditoría · ${centro.name}`,
  });
  return { filename: `Plan de auditoría ${start.slice(0, 10)}.pdf`, mimetype: 'application/pdf', bytes };
}

export function planAudit(
  sc: StoryContext,
  centro: WorldCentro,
  rnd: Random,
  audit: AuditText,
  opts: AuditOptions,
): StoryUnit {
  const texts = sc.texts(centro);
  const unit = newUnit('AUDIT', centro);
  // The programme is run by quality: the editors of the audit process plan and lead the audits.
  const planners = holders(sc, centro, 'AUDIT', ['editor']);
  const creator = choose(sc, rnd, planners, texts.people.auditor);
  // The lead must act on the audit and open NCs from it: someone who creates NCs there.
  const leads = planners.filter((id) => holders(sc, centro, 'NC', ['creator', 'editor']).includes(id));
  const lead = choose(sc, rnd, leads, texts.people.auditor);
  const team = rnd.sample(
    sc.world.readersOf(centro, 'AUDIT').filter((id) => id !== lead),
    audit.type === 'interna' ? rnd.int(0, 2) : rnd.int(0, 1),
  );
  const add = (when: Date, step: string, run: () => Promise<void>) =>
    sc.timeline.add(when, `AUDIT ${step} (${centro.key})`, run);

  const dates = (first: Date) => {
    const day = isoDay(workingDay(first));
    const last = isoDay(workingDay(addDays(workingDay(first), audit.days - 1)));
    return {
      planned_start: localDateTime(day, rnd.pick(['08:30', '09:00', '09:30'])),
      planned_end: localDateTime(last, rnd.pick(['14:00', '14:30', '17:00'])),
    };
  };
  let planned = dates(opts.start);
  const programmed = opts.programmed;
  const created = add(programmed, 'planificar', () =>
    sc.runner.create(
      unit,
      creator,
      programmed,
      {
        subject: sc.title(centro, 'AUDIT', audit.subject, programmed),
        audit_type: audit.type,
        standard: audit.standards,
        scope_processes: audit.scope,
        lead_auditor: lead,
        audit_team: team,
        ...(audit.body ? { certification_body: audit.body } : {}),
        ...planned,
      },
      { files: { audit_plan: planFile(centro, audit, planned.planned_start, planned.planned_end) } },
    ),
  );
  if (!created) return unit;
  sc.notify(unit, lead, creator, programmed);

  let start = workingDay(opts.start);
  if (opts.cancel) {
    const at = later(
      rnd,
      programmed,
      Math.max(1, Math.floor((start.getTime() - programmed.getTime()) / 86_400_000) - 10),
    );
    add(at, 'anular', () =>
      sc.runner.transition(unit, 'anular', lead, at, { cancel_reason: rnd.pick(texts.auditCancelReasons) }),
    );
    return unit;
  }
  if (opts.reschedule) {
    const at = later(
      rnd,
      programmed,
      Math.max(1, Math.floor((start.getTime() - programmed.getTime()) / 86_400_000) - 20),
    );
    start = workingDay(addDays(start, rnd.int(7, 28)));
    const moved = dates(start);
    const ok = add(at, 'reprogramar', () => {
      planned = moved;
      return sc.runner.transition(unit, 'reprogramar', lead, at, moved);
    });
    if (!ok) return unit;
  }

  const began = new Date(start.getTime() + (7 * 60 + 30) * 60_000);
  const started = add(began, 'iniciar', () =>
    sc.runner.transition(unit, 'iniciar', lead, began, { actual_start: isoDay(began), audit_team: team }),
  );
  if (!started) return unit;

  // Findings, registered on site (and some while writing the report).
  const findings =
    audit.type === 'proveedor' ? rnd.int(0, 2) : audit.type === 'interna' ? rnd.int(0, 4) : rnd.int(0, 3);
  const severities = Array.from({ length: findings }, () =>
    rnd.weighted({ leve: 6, grave: 3, critica: audit.type === 'certificacion' ? 0 : 1 }),
  );
  const lastDay = workingDay(addDays(start, audit.days - 1));
  severities.forEach((severity, i) => {
    // On site: some day of the audit, during the morning, one after another.
    const minutes = rnd.int(0, audit.days - 1) * 1440 + 30 + i * 40 + rnd.int(0, 30);
    planNc(sc, centro, rnd.fork(i + 1), new Date(began.getTime() + minutes * 60_000), {
      parent: { unit, actor: lead },
      origin: NC_ORIGIN[audit.type],
      audit: { unit, standards: audit.standards },
      severity,
    });
  });

  if (opts.stopAt === 'en_ejecucion') return unit;
  const reported = later(rnd, lastDay, rnd.int(1, 4));
  const counts = [
    severities.filter((s) => s !== 'leve').length,
    severities.filter((s) => s === 'leve').length,
    rnd.int(0, 6),
  ];
  const toReport = add(reported, 'redactar_informe', () =>
    sc.runner.transition(unit, 'redactar_informe', lead, reported, {
      major_findings: String(counts[0]),
      minor_findings: String(counts[1]),
      observations: String(counts[2]),
    }),
  );
  if (!toReport) return unit;

  if (opts.stopAt === 'informe') return unit;
  const closed = later(rnd, reported, rnd.int(3, 14));
  add(closed, 'cerrar', async () => {
    const summary = await sc.runner.summary(unit);
    if (!summary) return;
    const { reference } = summary;
    const day = isoDay(closed);
    await sc.runner.transition(
      unit,
      'cerrar',
      lead,
      closed,
      { report_date: day, conclusions: audit.conclusions },
      { files: { report: reportFile(centro, audit, reference, day, counts) } },
    );
  });
  return unit;
}

/** When a programme year is approved: mid-January (or mid-December of the year before). */
export function programmeDate(rnd: Random, year: number, early = false): Date {
  return officeTime(rnd, new Date(Date.UTC(early ? year - 1 : year, early ? 11 : 0, rnd.int(10, 22))));
}
