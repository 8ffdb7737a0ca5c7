import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import { emptyPlan, type Locale, type PlanDetail, type PlanSummary } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { PlanList } from '@spotter/ui/plans/PlanList/index.ts';
import { showToast } from '@spotter/ui/primitives/Toast/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked, sendJson } from './api.ts';

interface Props {
  locale: Locale;
  plans: PlanSummary[];
  clients: Array<{ id: string; name: string }>;
  /** The server's date (YYYY-MM-DD); the browser's own replaces it once it runs. */
  today: string;
}

const base = '/trainer/dashboard/plans';

/** A plan's list entry from its whole. */
function summaryOf(plan: PlanDetail): PlanSummary {
  const { document: _document, exercises: _exercises, trainer: _trainer, ...summary } = plan;
  return summary;
}

/** The trainer's plans: a new plan opens in the builder; duplicating, assigning and deleting update the list. */
export default function PlanListIsland({ locale, plans: initial, clients, today }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [plans, setPlans] = useState(initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const busy = async (id: string, work: () => Promise<void>) => {
    setBusyId(id);
    setError(null);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <I18nProvider locale={intlLocale(current)}>
      <PlanList
        plans={plans}
        clients={clients}
        hrefOf={(id) => `${base}/${id}`}
        today={today}
        error={error}
        busyId={busyId}
        onCreate={async ({ name, weeks, daysPerWeek }) => {
          const created = await sendChecked<PlanDetail, 'planWrite'>('POST', '/api/plans', 'planWrite', {
            name,
            goal: null,
            weeks: emptyPlan(weeks, daysPerWeek).weeks,
          });
          window.location.assign(`${base}/${created.id}`);
        }}
        onDuplicate={(id) =>
          busy(id, async () => {
            try {
              const copy = await sendJson<PlanDetail>('POST', `/api/plans/${id}/duplicate`);
              setPlans((now) => [summaryOf(copy), ...now]);
              showToast({ title: m.plans_page_duplicated(), tone: 'success' });
            } catch (failure) {
              setError((failure as Error).message || m.error_generic());
            }
          })
        }
        onAssign={(id, input) =>
          busy(id, async () => {
            const copies = await sendChecked<PlanSummary[], 'planAssign'>(
              'POST',
              `/api/plans/${id}/assign`,
              'planAssign',
              input,
            );
            setPlans((now) => [...copies, ...now]);
            showToast({ title: m.plans_page_assigned(), tone: 'success' });
          })
        }
        onDelete={(id) =>
          busy(id, async () => {
            const version = plans.find((plan) => plan.id === id)?.version ?? 0;
            await sendJson('DELETE', `/api/plans/${id}?version=${version}`);
            setPlans((now) => now.filter((plan) => plan.id !== id));
            showToast({ title: m.plans_page_deleted(), tone: 'success' });
          })
        }
      />
    </I18nProvider>
  );
}
