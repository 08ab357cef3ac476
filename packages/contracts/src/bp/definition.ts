import { z } from 'zod';
import { localizedIssue } from '../messages/zod-issues.js';
import { bpCharts } from './charts.js';
import { checkBusinessProcess } from './crossRefs.js';
import { bpModel } from './fields.js';
import { bpInfo } from './info.js';
import { bpLayout } from './layout.js';
import { bpReports } from './reports.js';
import { bpRetention } from './retention.js';
import { bpViews } from './views.js';
import { bpWorkflow } from './workflowSection.js';

/**
 * A whole BP definition: `{"business_process": {…sections}}` as uploaded in the
 * BP explorer and stored as text (shell-and-admin §2.9, §3).
 *
 * Sections are strict (a misspelt option is refused, not ignored), but the
 * business_process object itself keeps unknown sections: the BP creator lets
 * admins add tabs (top-level keys) of their own.
 */
export const businessProcess = z
  .looseObject({
    info: bpInfo,
    model: bpModel,
    workflow: bpWorkflow,
    views: bpViews.prefault([{ kind: 'table' }]),
    layout: bpLayout.prefault({ boxes: [{ kind: 'data' }, { kind: 'workflow' }] }),
    charts: bpCharts.optional(),
    reports: bpReports.prefault({}),
    retention: bpRetention.optional(),
  })
  .superRefine(
    (bp, ctx) => {
      checkBusinessProcess(bp, (path, message) =>
        ctx.addIssue({ code: 'custom', path: [...path], ...localizedIssue(message) }),
      );
    },
    // Cross-references only make sense on a structurally valid definition
    // (defaults filled, transforms run); zod would otherwise run them after
    // "continuable" issues such as a transition naming both `to` and a BP.
    { when: (payload) => payload.issues.length === 0 },
  );
export type BusinessProcess = z.infer<typeof businessProcess>;

export const bpDefinitionDocument = z.strictObject({ business_process: businessProcess });
/** A parsed definition, with every default filled in. */
export type BpDefinition = z.infer<typeof bpDefinitionDocument>;
/** What an author writes (defaults may be left out); the demo definitions are typed with it. */
export type BpDefinitionInput = z.input<typeof bpDefinitionDocument>;
