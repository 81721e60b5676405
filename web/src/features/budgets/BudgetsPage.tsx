import { Button, Card, FormGroup, H4, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { BudgetsPageQuery } from '../../__generated__/BudgetsPageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { ExportButton } from '../../shared/ExportButton.tsx';
import { formatEuro } from '../../shared/format.ts';
import { ScreenPage } from '../../shared/ScreenPage.tsx';
import { useScreenQuery, type ScreenQueryArgs, type ScreenQuery } from '../../shared/screenQuery.ts';
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
    costCenters(first: 500) {
      edges {
        node {
          id
          code
          description
        }
      }
    }
  }
`;

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
  const [costCenterId, setCostCenterId] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [save, saving] = useSetBudgetMutation();
  const existing = data.budgets.find((b) => b.costCenterId === costCenterId) ?? null;

  const submit = async () => {
    if (!costCenterId) return setError({ field: 'costCenterId', message: t.form.choose });
    const outcome = await save({ costCenterId, year, amount: amount.trim().replace(',', '.') }, existing?.id ?? null);
    if (!outcome.ok) return setError({ field: outcome.field, message: outcome.message });
    setError(null);
    setAmount('');
    showToast(t.form.saved, 'success');
    refresh();
  };
  const errorOn = (field: string) =>
    error && (error.field === field || (!error.field && field === 'amount')) ? error.message : undefined;

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
        <form
          className="budget-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormGroup
            label={t.form.costCenter}
            labelFor="budget-cost-center"
            intent={errorOn('costCenterId') ? 'danger' : 'none'}
            helperText={errorOn('costCenterId')}
          >
            <HTMLSelect
              id="budget-cost-center"
              value={costCenterId}
              onChange={(e) => {
                setCostCenterId(e.currentTarget.value);
                const budget = data.budgets.find((b) => b.costCenterId === e.currentTarget.value);
                setAmount(budget ? budget.amount : '');
              }}
              options={[
                { value: '', label: t.form.choose },
                ...data.costCenters.edges.map(({ node }) => ({
                  value: node.id,
                  label: `${node.code} – ${node.description}`,
                })),
              ]}
            />
          </FormGroup>
          <FormGroup
            label={t.form.amount}
            labelFor="budget-amount"
            intent={errorOn('amount') ? 'danger' : 'none'}
            helperText={errorOn('amount')}
          >
            <InputGroup
              id="budget-amount"
              inputMode="decimal"
              value={amount}
              intent={errorOn('amount') ? 'danger' : 'none'}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          </FormGroup>
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
