import { useId, useState, type FormEvent } from 'react';
import { planLimits } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { NumberField } from '../../primitives/NumberField/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { planErrorText } from '../AssignPlanDialog/planErrors.ts';
import * as styles from './PlanList.css.ts';

/** The shape of a new plan: its builder starts with this many empty weeks of days. */
export interface NewPlanInput {
  name: string;
  weeks: number;
  daysPerWeek: number;
}

/** What a refused creation rejects with. */
export interface NewPlanError {
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

export interface NewPlanFormProps {
  /** Creates the plan; the dialog closes when it resolves and shows the refusal when it rejects. */
  onCreate: (input: NewPlanInput) => void | Promise<void>;
}

/** The new plan's name, weeks (1–16) and training days a week (1–7), in a dialog. Put it in a Modal. */
export function NewPlanForm({ onCreate }: NewPlanFormProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [weeks, setWeeks] = useState(4);
  const [daysPerWeek, setDaysPerWeek] = useState(3);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldError = (field: string) => errors[field]?.join(' ');
  const clear = (field: string) =>
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  async function submit(event: FormEvent<HTMLFormElement>, close: () => void) {
    event.preventDefault();
    if (saving) return;
    const input = { name: name.trim(), weeks, daysPerWeek };
    const local: Record<string, string[]> = {};
    if (!input.name) local.name = [m.validation_required()];
    if (!Number.isInteger(weeks)) local.weeks = [m.validation_required()];
    if (!Number.isInteger(daysPerWeek)) local.daysPerWeek = [m.validation_required()];
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) return;
    const running = onCreate(input);
    if (!running) {
      close();
      return;
    }
    setSaving(true);
    try {
      await running;
      close();
    } catch (failure) {
      const refusal = (failure ?? {}) as NewPlanError;
      setErrors(
        Object.fromEntries(
          Object.entries(refusal.fieldErrors ?? {}).map(([field, messages]) => [
            field,
            messages.map((message) => planErrorText(message)),
          ]),
        ),
      );
      setFormError(refusal.error ? planErrorText(refusal.error) : m.plans_list_create_failed());
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={m.plans_list_new()}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={saving}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" form={formId} isPending={saving}>
            {m.plans_list_create()}
          </Button>
        </>
      )}
    >
      {({ close }) => (
        <Form
          id={formId}
          onSubmit={(event) => void submit(event, close)}
          validationBehavior="aria"
          className={styles.dialogForm}
        >
          <p className={styles.text}>{m.plans_list_new_intro()}</p>
          <FormError>{formError}</FormError>
          <TextField
            label={m.plans_list_name()}
            name="name"
            value={name}
            onChange={(next) => {
              setName(next);
              clear('name');
            }}
            maxLength={planLimits.nameChars}
            isRequired
            isInvalid={fieldError('name') !== undefined}
            errorMessage={fieldError('name')}
            isDisabled={saving}
            autoFocus
          />
          <div className={styles.numbers}>
            <NumberField
              label={m.plans_list_weeks()}
              name="weeks"
              value={weeks}
              onChange={(next) => {
                setWeeks(next);
                clear('weeks');
              }}
              minValue={1}
              maxValue={planLimits.maxWeeks}
              step={1}
              isRequired
              isInvalid={fieldError('weeks') !== undefined}
              errorMessage={fieldError('weeks')}
              isDisabled={saving}
            />
            <NumberField
              label={m.plans_list_days()}
              name="daysPerWeek"
              value={daysPerWeek}
              onChange={(next) => {
                setDaysPerWeek(next);
                clear('daysPerWeek');
              }}
              minValue={1}
              maxValue={planLimits.maxDaysPerWeek}
              step={1}
              isRequired
              isInvalid={fieldError('daysPerWeek') !== undefined}
              errorMessage={fieldError('daysPerWeek')}
              isDisabled={saving}
            />
          </div>
        </Form>
      )}
    </Dialog>
  );
}
