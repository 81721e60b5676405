import { Button, Card, FormGroup, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { BudgetsPageQuery } from '../../__generated__/BudgetsPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { CostCenterPicker, type CostCenterOption } from '../cost-centers/CostCenterPicker.tsx';
import { screens } from '../../i18n/screens.ts';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { formatEuro, isTwoDecimalAmount } from '../../shared/format.ts';
import { FormField, TextField } from '../../shared/FormField.tsx';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useScreenQuery, type ScreenQueryArgs, type ScreenQuery } from '../../shared/screenQuery.ts';
import { useFieldErrors, type FieldErrors } from '../../shared/useFieldErrors.ts';
import { BudgetBar } from './BudgetBar.tsx';
import './budgets.css';
import { budgetTexts as t } from './texts.ts';
import { useSetBudgetMutation } from './useSetBudgetMutation.ts';

const BUDGETS_QUERY = graphql`
  query BudgetsPageQuery($year: Int!) {
    budgets(year: $year) {
      id
      costCenterId
      costCenterCode
      costCenterDescription
      amount
      committed
      actual
      available
    }
  }
`;

const FIELDS = { costCenter: 'budget-cost-center', amount: 'budget-amount' } as const;
/** The server's field names (Error.field) -> the inputs their messages sit next to. */
const SERVER_FIELDS = { costCenterId: FIELDS.costCenter, amount: FIELDS.amount };

interface BudgetValues {
  costCenter: CostCenterOption | null;
  amount: string;
}

/** The form's own check, every message at once: a cost center chosen, an amount the server takes. */
const budgetErrors = (values: BudgetValues): FieldErrors => ({
  ...(values.costCenter ? {} : { [FIELDS.costCenter]: t.form.choose }),
  ...(isTwoDecimalAmount(values.amount) ? {} : { [FIELDS.amount]: t.form.amountInvalid }),
});

const thisYear = () => new Date().getFullYear();
const yearOf = (params: URLSearchParams) => {
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : thisYear();
};

/** The screen's query: the year from the URL (?year=2026), this year by default. */
export const budgetsQuery = ({ searchParams }: ScreenQueryArgs): ScreenQuery<BudgetsPageQuery> => ({
  query: BUDGETS_QUERY,
  variables: { year: yearOf(searchParams) },
});

/** Budgets (/budgets, Italian): each cost center's budget for a year, what is committed, spent and left. */
export function BudgetsPage() {
  const { data, refresh } = useScreenQuery<BudgetsPageQuery>(BUDGETS_QUERY);
  const [params, setParams] = useSearchParams();
  const year = yearOf(params);
  const years = Array.from({ length: 7 }, (_, i) => thisYear() - 3 + i);
  const [values, setValues] = useState<BudgetValues>({ costCenter: null, amount: '' });
  const form = useFieldErrors(values, budgetErrors, SERVER_FIELDS);
  const [save, saving] = useSetBudgetMutation();
  const budgetOf = (costCenterId: string | undefined) => data.budgets.find((b) => b.costCenterId === costCenterId);

  // Choosing a cost center with a budget for the year shows it (saving updates it); else the typed amount stays.
  const choose = (costCenter: CostCenterOption | null) =>
    setValues((v) => ({ costCenter, amount: budgetOf(costCenter?.id)?.amount ?? v.amount }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check() || !values.costCenter) return;
    const costCenterId = values.costCenter.id;
    const amount = values.amount.trim().replace(',', '.');
    const outcome = await save({ costCenterId, year, amount }, budgetOf(costCenterId)?.id ?? null);
    if (!outcome.ok) {
      if (!form.showServer(outcome)) showToast(`${t.form.failed}: ${outcome.message}`, 'danger');
      return;
    }
    form.reset();
    setValues({ costCenter: null, amount: '' });
    showToast(t.form.saved, 'success');
    refresh();
  }

  return (
    <ScreenPage
      title={screens.budgets.title}
      lang="it"
      actions={
        <FormGroup label={t.year} labelFor="budget-year" inline>
          <HTMLSelect
            id="budget-year"
            value={year}
            options={years}
            onChange={(e) => setParams({ year: e.currentTarget.value })}
          />
          <ExportButton />
        </FormGroup>
      }
    >
      <Card className="proc-section">
        <H4>{t.form.title}</H4>
        <form className="budget-form" onSubmit={submit} noValidate>
          <FormField
            id={FIELDS.costCenter}
            className="budget-form__center"
            label={t.form.costCenter}
            required
            error={form.errors[FIELDS.costCenter]}
          >
            <CostCenterPicker
              id={FIELDS.costCenter}
              placeholder={t.form.choose}
              lang="it"
              value={values.costCenter}
              onChange={choose}
              invalid={Boolean(form.errors[FIELDS.costCenter])}
            />
          </FormField>
          <TextField
            id={FIELDS.amount}
            className="budget-form__amount"
            label={t.form.amount}
            required
            error={form.errors[FIELDS.amount]}
            inputMode="decimal"
            value={values.amount}
            onValueChange={(amount) => setValues((v) => ({ ...v, amount }))}
          />
          <Button type="submit" intent="primary" icon="floppy-disk" text={t.form.save} loading={saving} />
        </form>
      </Card>
      <div className="budget-legend" aria-hidden>
        <span style={{ ['--swatch' as string]: '#2d72d2' }}>{t.legend.actual}</span>
        <span style={{ ['--swatch' as string]: '#d1980b' }}>{t.legend.committed}</span>
        <span style={{ ['--swatch' as string]: '#238551' }}>{t.legend.available}</span>
      </div>
      {data.budgets.length === 0 ? (
        <p className="proc-muted">{t.empty}</p>
      ) : (
        <ul className="budget-list" aria-label={screens.budgets.title}>
          {data.budgets.map((b) => (
            <li key={b.id} className="budget-row" aria-label={b.costCenterCode}>
              <div className="budget-row__head">
                <strong>
                  {b.costCenterCode} – {b.costCenterDescription}
                </strong>
                {Number(b.available) < 0 && <Tag intent="danger">{t.overBudget}</Tag>}
              </div>
              <BudgetBar figures={b} />
              <div className="budget-row__figures">
                <span>
                  {t.columns.amount}: <strong>{formatEuro(b.amount)}</strong>
                </span>
                <span>
                  {t.columns.committed}:{' '}
                  <Link
                    to={`/offers?budgetCostCenter=${encodeURIComponent(b.costCenterId)}&budgetYear=${year}`}
                    title={t.documents.committed}
                  >
                    <strong>{formatEuro(b.committed)}</strong>
                  </Link>
                </span>
                <span>
                  {t.columns.actual}:{' '}
                  <Link
                    to={`/invoices?budgetCostCenter=${encodeURIComponent(b.costCenterId)}&budgetYear=${year}`}
                    title={t.documents.actual}
                  >
                    <strong>{formatEuro(b.actual)}</strong>
                  </Link>
                </span>
                <span data-testid="budget-available">
                  {t.columns.available}: <strong>{formatEuro(b.available)}</strong>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ScreenPage>
  );
}
