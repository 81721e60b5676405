import { builder } from '../../builder.ts';

/** The list filters behind a budget's figures: the offers' `committedTo`, the invoices' `actualFor`. */
export const BudgetRefInput = builder.inputType('BudgetRefInput', {
  description: 'A cost center (global or numeric id) and a year: the budget a figure belongs to.',
  fields: (t) => ({ costCenterId: t.id({ required: true }), year: t.int({ required: true }) }),
});
