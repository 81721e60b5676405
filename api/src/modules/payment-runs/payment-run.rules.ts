// What a payment run refuses (issue 16, point 6), in Italian like the Pagamenti screen, and the
// execution date's rule. Pure: the service applies them under lock, the scadenzario shows the same
// reason beside a payment that cannot be selected.
import type { PaymentRunFormat, PaymentRunStatus, PaymentStatus } from '../../generated/prisma/enums.ts';
import { addDays, isoDay } from '../../shared/calendar.ts';
import type { Decimal } from '../../shared/scalars.ts';

export const RUN_MESSAGES = {
  empty: 'Seleziona almeno un pagamento per creare la distinta',
  tooMany: (max: number) => `Una distinta può contenere al massimo ${max} pagamenti`,
  notFound: (count: number) =>
    count === 1 ? 'Un pagamento selezionato non esiste' : `${count} pagamenti selezionati non esistono`,
  pastDate: 'La data di esecuzione non può essere nel passato',
  weekend: 'La data di esecuzione cade di sabato o domenica: scegli un giorno lavorativo',
  farDate: 'La data di esecuzione può essere al massimo un anno da oggi',
  format: "Formato sconosciuto: scegli 'sepa' o 'cbi'",
  noDebtorIban: "Imposta l'IBAN dell'azienda in Dati aziendali prima di creare una distinta",
  noCuc: "Imposta il codice CUC dell'azienda in Dati aziendali per creare una distinta CBI",
  cbiNeedsItalianIban: "Il formato CBI richiede un IBAN italiano dell'azienda (da cui si legge l'ABI)",
  runNotFound: 'Distinta non trovata',
  alreadyConfirmed: 'La distinta è già confermata',
  alreadyCancelled: 'La distinta è annullata',
  runChanged: 'La distinta è stata modificata da un altro utente: ricarica e riprova',
  inOpenRun: (payment: string, run: string) =>
    `Il pagamento ${payment} è nella distinta aperta ${run}: annulla la distinta per modificarlo`,
} as const;

/** The most payments one run takes: a bank portal's batch, and a bound on one request's work. */
export const MAX_RUN_PAYMENTS = 10_000;

export interface RunCandidate {
  paymentReference: string;
  status: PaymentStatus;
  amount: Decimal;
  supplierName: string;
  /** The account to pay: the payment's own (from its e-invoice), else the supplier's. */
  iban: string | null;
  openRunReference: string | null;
}

/** Why this payment cannot go into a new run, or null when it can. */
export function runRefusal(p: RunCandidate): string | null {
  const ref = p.paymentReference;
  if (p.status === 'paid') return `Il pagamento ${ref} è già pagato`;
  if (p.status === 'cancelled') return `Il pagamento ${ref} è annullato`;
  if (p.openRunReference) return `Il pagamento ${ref} è già nella distinta aperta ${p.openRunReference}`;
  if (p.status !== 'awaiting_payment') return `Il pagamento ${ref} non è 'In attesa pagamento': completa i dettagli`;
  if (!p.iban) return `Il fornitore ${p.supplierName} non ha un IBAN (pagamento ${ref}): inseriscilo nei fornitori`;
  if (!p.amount.gt(0))
    return `Il pagamento ${ref} ha un importo non positivo (nota di credito): non si paga con bonifico`;
  return null;
}

/** The refusals of a selection in one message: the first five, then how many more. */
export function refusalMessage(refusals: string[]): string {
  const shown = refusals.slice(0, 5).join('; ');
  return refusals.length > 5 ? `${shown}; e altri ${refusals.length - 5}` : shown;
}

/** Refusal of an execution date (a calendar day), or null: not before today, not on a weekend, within a year. */
export function executionDateRefusal(date: Date, today: Date): string | null {
  if (date < today) return RUN_MESSAGES.pastDate;
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return RUN_MESSAGES.weekend;
  if (date > addDays(today, 366)) return RUN_MESSAGES.farDate;
  return null;
}

/** The first banking day from `today` on (today itself when it is a weekday): the dialog's default. */
export function firstExecutionDate(today: Date): string {
  let day = today;
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = addDays(day, 1);
  return isoDay(day);
}

export function debtorRefusal(
  company: { iban: string | null; cbiCuc: string | null },
  format: PaymentRunFormat,
): string | null {
  if (!company.iban) return RUN_MESSAGES.noDebtorIban;
  if (format === 'cbi' && !company.cbiCuc) return RUN_MESSAGES.noCuc;
  if (format === 'cbi' && !/^(IT|SM)/.test(company.iban)) return RUN_MESSAGES.cbiNeedsItalianIban;
  return null;
}

/** Confirm and cancel act on an open run only. */
export function decisionRefusal(status: PaymentRunStatus): string | null {
  if (status === 'confirmed') return RUN_MESSAGES.alreadyConfirmed;
  if (status === 'cancelled') return RUN_MESSAGES.alreadyCancelled;
  return null;
}
