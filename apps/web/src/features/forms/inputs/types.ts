import type { ChoiceOption, FieldError, FormInput, IndicatorMetric, Language } from '@qualium/contracts';
import type { DraftByShape, DraftShape, Drafts } from '../model/drafts';

/** What every input of the dialog knows besides its own value. */
export interface InputContext {
  /** Centro scope of the API, e.g. `/demo/1`. */
  scope: string;
  /** Site scope, e.g. `/demo`. */
  siteScope: string;
  centroId: number;
  lang: Language;
  /** Every input's draft: dependent inputs read their root's value. */
  drafts: Drafts;
  inputs: readonly FormInput[];
  /** People the dialog knows: the user and the responsible candidates (for user fields). */
  people: ChoiceOption[];
  /** The indicator's metrics (as edited in this form, else as stored), for tracking inputs. */
  metrics: readonly IndicatorMetric[];
  /** The unit the dialog acts on or from, if any. */
  unitUid?: string;
}

export interface InputProps<S extends DraftShape> {
  input: FormInput;
  value: DraftByShape[S];
  onChange: (next: DraftByShape[S]) => void;
  /** The client's findings, as message codes. */
  errors: readonly FieldError[];
  /** The server's messages for this field, shown as they are. */
  serverErrors: readonly string[];
  /** While the form is being sent. */
  busy: boolean;
  context: InputContext;
}
